import type { ApiRequest } from '../../api/types';
import type { WireDeviceTimelineResponse, WirePeak, WireTimelineResponse } from '../../api/wire/timeline';

/** Page sizes (spec §9): 30 for the now and device timelines, 50 for the relay panel. */
export const PAGE_SIZE = 30;
export const RELAY_PAGE_SIZE = 50;

export const nowTimeline = (userId: number, priorTo?: string): ApiRequest<WireTimelineResponse> => ({ method: 'GET', path: `/users/${userId}/timeline`, query: { n_items: PAGE_SIZE, prior_to_item: priorTo } });
export const deviceTimeline = (userId: number, deviceId: string, priorTo?: string): ApiRequest<WireDeviceTimelineResponse> => ({ method: 'GET', path: `/users/${userId}/timeline`, query: { n_items: PAGE_SIZE, device_id: deviceId, prior_to_item: priorTo, rollup: false } });
export const relayTimeline = (userId: number, deviceId: string | null, priorTo?: string): ApiRequest<WireDeviceTimelineResponse> => ({ method: 'GET', path: `/users/${userId}/timeline/smartcircuit`, query: { n_items: RELAY_PAGE_SIZE, deviceId: deviceId ?? undefined, prior_to_item: priorTo } });
export const disableTimeline = (userId: number, time: string): ApiRequest<{ status: 'ok' }> => ({ method: 'POST', path: `/users/${userId}/disable_timeline`, query: { timeline_date: time } });
export const peak = (monitorId: number, peakId: string): ApiRequest<WirePeak> => ({ method: 'GET', path: `/app/monitors/${monitorId}/peak/${encodeURIComponent(peakId)}` });
