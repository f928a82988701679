import type { WireSurvey, WireSurveyAnswer, WireSurveyQuestion } from '../../../src/api/wire/home';

/**
 * A survey shaped like the server's (server/src/home/survey.ts): the branching questions of
 * section 1 at indexes 0-6, then one question per section 2-6.
 */
const q = (id: number, question_type: WireSurveyQuestion['question_type'], answer_ids: number[], section_id = Math.floor(id / 1000)): WireSurveyQuestion => ({
  id, section_id, question_type, text: `Question ${id}`, help_text: null, answer_ids, condition: null,
  display_options: question_type === 'Stepper' ? { stepper_min: 0, stepper_max: 6, stepper_default: 1 } : null,
});
const a = (id: number, extra: Partial<WireSurveyAnswer> = {}): WireSurveyAnswer => ({ id, text: `Answer ${id}`, help_text: null, attribute_ids: [], is_none: false, device: null, ...extra });

export const QUESTIONS: WireSurveyQuestion[] = [
  q(1000, 'SingleSelect', [1, 2, 3]),
  q(1001, 'MultiSelect', [4, 5, 6, 7]),
  q(1002, 'SingleSelect', [8, 9, 10]),
  q(1003, 'Stepper', [11]),
  q(1004, 'SingleSelect', [12, 13]),
  q(1005, 'MultiSelect', [14, 15, 16, 17]),
  q(1006, 'MultiSelect', [18, 19, 20]),
  q(2000, 'SingleSelect', [21, 22]),
  q(3000, 'SingleSelect', [29, 30]),
  q(4000, 'SingleSelect', [36, 37]),
  q(5000, 'MultiSelect', [41, 42]),
  q(6000, 'Stepper', [49]),
];

export function survey(overrides: Partial<WireSurvey> = {}): WireSurvey {
  const answerIds = [...new Set(QUESTIONS.flatMap((x) => x.answer_ids))];
  return {
    sections: [1, 2, 3, 4, 5, 6].map((id) => ({ id, title: `Section ${id}`, question_ids: QUESTIONS.filter((x) => x.section_id === id).map((x) => x.id) })),
    questions: QUESTIONS,
    answers: answerIds.map((id) =>
      id === 17 || id === 20 ? a(id, { is_none: true }) : id === 6 ? a(id, { attribute_ids: [1] }) : id === 42 ? a(id, { attribute_ids: [5, 6] }) : a(id),
    ),
    answer_attributes: [
      { id: 1, attribute_type: 'Stepper', text: 'How many?', display_options: { stepper_min: 1, stepper_max: 6, stepper_default: 1 } },
      { id: 5, attribute_type: 'Stepper', text: 'How many?', display_options: { stepper_min: 1, stepper_max: 6, stepper_default: 1 } },
      { id: 6, attribute_type: 'Checkbox', text: 'Charged at home', display_options: null },
    ],
    completed_sections: [],
    survey_response: [],
    progress: 'PENDING',
    partial: true,
    devices: [],
    updated_at: null,
    ...overrides,
  };
}
