import * as yup from 'yup';
import type { IntlShape } from 'react-intl';
import { feedbackMessages as m } from '../messages';

/** The server keeps at most this much of a description (account/rules.ts FEEDBACK_MAX_CHARS). */
export const FEEDBACK_MAX_CHARS = 5000;

export interface FeedbackValues {
  feedback: string;
}

/** A description is required (spec §5: 'please provide a brief description'). */
export function createFeedbackSchema(intl: IntlShape): yup.ObjectSchema<FeedbackValues> {
  return yup.object({
    feedback: yup.string().trim().required(intl.formatMessage(m.required)).max(FEEDBACK_MAX_CHARS, intl.formatMessage(m.tooLong)),
  });
}
