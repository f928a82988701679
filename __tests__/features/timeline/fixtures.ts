import type { WireTimelineItem, WireTimelineResponse } from '../../../src/api/wire/timeline';

export const NOW = Date.parse('2026-11-22T15:00:00.000Z');
export const at = (minutesAgo: number) => new Date(NOW - minutesAgo * 60_000).toISOString();

export const event = (minutesAgo: number, over: Partial<WireTimelineItem> = {}): WireTimelineItem => ({
  time: at(minutesAgo), type: 'DeviceWasOn', body: 'Fridge turned on', count: 1, device_id: 'fridge1', device_name: 'Fridge', icon: 'fridge',
  device_state: 'DeviceOn', destination: 'device:fridge1', show_action: false, allow_sticky: false, ...over,
});

export const news = (minutesAgo: number, over: Partial<WireTimelineItem> = {}): WireTimelineItem => ({
  time: at(minutesAgo), type: 'Info', title: 'Welcome to Kilowatch', body: 'Line one.\nLine two.', count: 0, icon: 'news',
  destination: 'https://example.com/guide', action_title: 'Read the guide', show_action: true, allow_sticky: true, ...over,
});

export const peakNotice = (minutesAgo: number, peakId = '42-20261121T2342Z'): WireTimelineItem =>
  news(minutesAgo, { type: 'NewPeak', title: 'You hit a new peak', body: 'Your home drew 9,000 W.', destination: `peak:${peakId}`, action_title: 'See what was on' });

export const response = (items: WireTimelineItem[], sticky: WireTimelineItem[] = [], more = true): WireTimelineResponse => ({
  items, sticky_items: sticky, more_items: more, user_id: 7,
});
