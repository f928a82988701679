import { HOME_LIMITS, type WireSurvey, type WireSurveyAnswer, type WireSurveyQuestion, type WireSurveyResponseAnswer, type WireSurveyResponseItem, type WireSurveySubmission } from '../../api/wire/home';
import type { SurveyAnswers } from './types';

/**
 * The device survey's rules (spec §4 "Device survey"), pure: where each answer leads, the none
 * answers, what is answered, what a submit sends.
 */

/** The answer ids of Yes and No to question 1000, and the heat pump answer of 1001. */
export const YES = 1;
export const NO = 2;
export const HEAT_PUMP = 4;

const idsOf = (answers: SurveyAnswers, questionId: number): number[] => (answers[String(questionId)] ?? []).map((a) => a.answer_id);

/**
 * The question index after the one at `index` (spec §4): 1000 Yes → 1, No → 2, else 5; 1001
 * containing answer 4 → 3, else 5; 1002 → 5; 1003 → 4; 1004 → 6 if the first answer to 1001 is 4,
 * else 5; every other question → the next one. At or past the end the survey is complete.
 */
export function nextQuestionIndex(questions: readonly WireSurveyQuestion[], index: number, answers: SurveyAnswers): number {
  const q = questions[index];
  if (!q) return questions.length;
  const ids = idsOf(answers, q.id);
  switch (q.id) {
    case 1000:
      return ids[0] === YES ? 1 : ids[0] === NO ? 2 : 5;
    case 1001:
      return ids.includes(HEAT_PUMP) ? 3 : 5;
    case 1002:
      return 5;
    case 1003:
      return 4;
    case 1004:
      return idsOf(answers, 1001)[0] === HEAT_PUMP ? 6 : 5;
    default:
      return index + 1;
  }
}

/** A Stepper question's answer: its one answer id with the count (the default until changed). */
export const stepperAnswer = (q: WireSurveyQuestion, value: number): WireSurveyResponseAnswer => ({ answer_id: q.answer_ids[0]!, value, attributes: [] });

/** The answer of a SingleSelect question: just this one. */
export const chooseSingle = (answer: WireSurveyAnswer): WireSurveyResponseAnswer[] => [{ answer_id: answer.id, attributes: [] }];

/**
 * A MultiSelect answer ticked or unticked (spec §4): ticking a none answer (17, 20) clears the
 * others; ticking another clears the none answer. Answers keep the order they were chosen in.
 */
export function toggleMulti(current: readonly WireSurveyResponseAnswer[], answer: WireSurveyAnswer, byId: ReadonlyMap<number, WireSurveyAnswer>, attributeDefaults: (answer: WireSurveyAnswer) => WireSurveyResponseAnswer['attributes']): WireSurveyResponseAnswer[] {
  if (current.some((a) => a.answer_id === answer.id)) return current.filter((a) => a.answer_id !== answer.id);
  const chosen: WireSurveyResponseAnswer = { answer_id: answer.id, attributes: attributeDefaults(answer) };
  if (answer.is_none) return [chosen];
  return [...current.filter((a) => !byId.get(a.answer_id)?.is_none), chosen];
}

/** A question has an answer (a Stepper always has one once shown). */
export const isAnswered = (answers: SurveyAnswers, q: WireSurveyQuestion): boolean => (answers[String(q.id)] ?? []).length > 0;

/** The answered questions along the path taken (answers to questions a branch skipped are left out). */
export function pathResponse(questions: readonly WireSurveyQuestion[], path: readonly number[], answers: SurveyAnswers): WireSurveyResponseItem[] {
  const seen = new Set<number>();
  const out: WireSurveyResponseItem[] = [];
  for (const index of path) {
    const q = questions[index];
    if (!q || seen.has(q.id) || !isAnswered(answers, q)) continue;
    seen.add(q.id);
    out.push({ question_id: q.id, answers: answers[String(q.id)]! });
  }
  return out;
}

/** Spec §4: a survey with fewer than 11 questions answered is partial. */
export const isPartial = (response: readonly WireSurveyResponseItem[]): boolean => response.length < HOME_LIMITS.surveyCompleteQuestions;

/**
 * What a submit sends. Complete: every section. Finish later: the sections the path has left behind
 * with each of their visited questions answered.
 */
export function buildSubmission(survey: Pick<WireSurvey, 'questions' | 'sections'>, path: readonly number[], answers: SurveyAnswers, complete: boolean): WireSurveySubmission {
  const response = pathResponse(survey.questions, path, answers);
  if (complete) return { completed_sections: survey.sections.map((s) => s.id), survey_response: response };
  const current = survey.questions[path[path.length - 1] ?? 0]?.section_id ?? 0;
  const answered = new Set(response.map((r) => r.question_id));
  const visited = path.map((i) => survey.questions[i]).filter((q): q is WireSurveyQuestion => q !== undefined);
  const done = survey.sections
    .filter((s) => s.id < current)
    .filter((s) => visited.filter((q) => q.section_id === s.id).every((q) => answered.has(q.id)))
    .map((s) => s.id);
  return { completed_sections: done, survey_response: response };
}

/** Saved answers back into the draft (by question id). */
export const answersOf = (response: readonly WireSurveyResponseItem[]): SurveyAnswers =>
  Object.fromEntries(response.map((r) => [String(r.question_id), r.answers.map((a) => ({ ...a, attributes: a.attributes.map((x) => ({ ...x })) }))]));

/** A count shown at its max with a plus: 6+ (survey), 9+ (inventory). */
export const countLabel = (count: number, max: number): string => (count >= max ? `${max}+` : String(count));
