import type { WithSession } from '../../app/session/sessionSelectors';
import type { SupportState } from './types';

export type WithSupport = WithSession & { support: SupportState };

export const selectMonitorStatus = (state: WithSupport) => state.support.monitorStatus;
export const selectFeedback = (state: WithSupport) => state.support.feedback;
