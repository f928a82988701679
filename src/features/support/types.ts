import type { FeedbackCategory, FeedbackSubCategory } from '../../api/wire/account';
import type { WireMonitorStatus } from '../../api/wire/monitor';

export interface Failure {
  status: number | 'error';
  message: string;
}

export interface SupportState {
  /** GET /app/monitors/{id}/status, for the System page. */
  monitorStatus: {
    status: 'idle' | 'loading' | 'succeeded' | 'failed';
    monitorId: number | null;
    data: WireMonitorStatus | null;
    error: string | null;
  };
  /** The feedback form's request. */
  feedback: { status: 'idle' | 'pending' | 'succeeded' | 'failed'; error: string | null };
}

/** The feedback form's submission (spec §3 Feedback). */
export interface FeedbackSubmission {
  category: FeedbackCategory;
  subCategory: FeedbackSubCategory;
  text: string;
  deviceId: string | null;
}
