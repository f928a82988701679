import type { IntlShape } from 'react-intl';
import { mixed, object, string } from 'yup';
import type { FeedbackCategory, FeedbackSubCategory } from '../../../api/wire/account';
import { feedbackMessages, feedbackRuleMessages as m } from '../messages';

/** Spec §3: three categories and three sub-categories, as the wire names them. */
export const FEEDBACK_CATEGORIES: FeedbackCategory[] = ['feedback', 'support', 'request-feature'];
export const FEEDBACK_SUB_CATEGORIES: FeedbackSubCategory[] = ['Wi-Fi Issue', 'Device Detection', 'Something else'];
/** The server's limit (server/src/account/rules.ts FEEDBACK_MAX_CHARS). */
export const FEEDBACK_MAX_CHARS = 5000;

export interface FeedbackValues {
  category: FeedbackCategory;
  subCategory: FeedbackSubCategory;
  description: string;
}

export const isCategory = (v: string | null): v is FeedbackCategory => FEEDBACK_CATEGORIES.includes(v as FeedbackCategory);
export const isSubCategory = (v: string | null): v is FeedbackSubCategory => FEEDBACK_SUB_CATEGORIES.includes(v as FeedbackSubCategory);

/** The form's start: feedback about something else, unless the link that opened it chose. */
export function initialFeedbackValues(params: URLSearchParams): FeedbackValues {
  const category = params.get('category');
  const subCategory = params.get('sub_category');
  return { category: isCategory(category) ? category : 'feedback', subCategory: isSubCategory(subCategory) ? subCategory : 'Something else', description: '' };
}

/** Spec §5: the description is required ('please provide a brief description'); at most 5000 characters. */
export const createFeedbackSchema = (intl: IntlShape) =>
  object({
    category: mixed<FeedbackCategory>().oneOf(FEEDBACK_CATEGORIES).required(),
    subCategory: mixed<FeedbackSubCategory>().oneOf(FEEDBACK_SUB_CATEGORIES).required(),
    description: string()
      .trim()
      .required(intl.formatMessage(m.descriptionRequired))
      .max(FEEDBACK_MAX_CHARS, intl.formatMessage(feedbackMessages.tooLong, { max: FEEDBACK_MAX_CHARS })),
  });
