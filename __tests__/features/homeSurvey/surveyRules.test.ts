import type { WireSurveyResponseAnswer } from '../../../src/api/wire/home';
import { buildSubmission, countLabel, isPartial, nextQuestionIndex, pathResponse, toggleMulti } from '../../../src/features/homeSurvey/surveyRules';
import type { SurveyAnswers } from '../../../src/features/homeSurvey/types';
import { QUESTIONS, survey } from './surveyFixtures';

const pick = (...ids: number[]): WireSurveyResponseAnswer[] => ids.map((answer_id) => ({ answer_id, attributes: [] }));
const index = (id: number) => QUESTIONS.findIndex((q) => q.id === id);
const next = (id: number, answers: SurveyAnswers) => nextQuestionIndex(QUESTIONS, index(id), answers);

describe('survey branching (spec §4), along every branch', () => {
  it('1000: Yes → index 1, No → 2, anything else → 5', () => {
    expect(next(1000, { 1000: pick(1) })).toBe(1);
    expect(next(1000, { 1000: pick(2) })).toBe(2);
    expect(next(1000, { 1000: pick(3) })).toBe(5);
    expect(next(1000, {})).toBe(5);
  });
  it('1001: containing answer 4 → 3, else 5 (wherever 4 is among the answers)', () => {
    expect(next(1001, { 1001: pick(4) })).toBe(3);
    expect(next(1001, { 1001: pick(5, 4) })).toBe(3);
    expect(next(1001, { 1001: pick(5, 6) })).toBe(5);
  });
  it('1002 → 5; 1003 → 4', () => {
    expect(next(1002, { 1002: pick(8) })).toBe(5);
    expect(next(1003, { 1003: [{ answer_id: 11, value: 2, attributes: [] }] })).toBe(4);
  });
  it('1004 → 6 if the first answer to 1001 is 4, else 5', () => {
    expect(next(1004, { 1001: pick(4, 5), 1004: pick(12) })).toBe(6);
    expect(next(1004, { 1001: pick(5, 4), 1004: pick(12) })).toBe(5);
    expect(next(1004, { 1004: pick(13) })).toBe(5);
  });
  it('every other question goes to the next one; past the last the survey is complete', () => {
    expect(next(1005, { 1005: pick(14) })).toBe(6);
    expect(next(1006, { 1006: pick(20) })).toBe(7);
    expect(next(2000, {})).toBe(index(3000));
    expect(next(6000, {})).toBe(QUESTIONS.length);
  });
});

describe('none answers (17 and 20)', () => {
  const s = survey();
  const byId = new Map(s.answers.map((x) => [x.id, x]));
  const tick = (current: WireSurveyResponseAnswer[], id: number) => toggleMulti(current, byId.get(id)!, byId, () => []);

  it('a none answer clears the others; another answer clears the none answer', () => {
    const two = tick(tick([], 14), 15);
    expect(two.map((x) => x.answer_id)).toEqual([14, 15]);
    const none = tick(two, 17);
    expect(none.map((x) => x.answer_id)).toEqual([17]);
    expect(tick(none, 16).map((x) => x.answer_id)).toEqual([16]);
    expect(tick(tick([], 18), 20).map((x) => x.answer_id)).toEqual([20]);
    expect(tick(tick([], 20), 19).map((x) => x.answer_id)).toEqual([19]);
  });
  it('unticking removes; answers keep the order they were chosen in', () => {
    expect(tick(tick(tick([], 16), 14), 16).map((x) => x.answer_id)).toEqual([14]);
    expect(tick(tick([], 5), 4).map((x) => x.answer_id)).toEqual([5, 4]);
  });
  it('a ticked answer starts with its attributes', () => {
    const withAttrs = toggleMulti([], byId.get(42)!, byId, () => [{ answer_attribute_id: 5, value: 1 }, { answer_attribute_id: 6, value: false }]);
    expect(withAttrs).toEqual([{ answer_id: 42, attributes: [{ answer_attribute_id: 5, value: 1 }, { answer_attribute_id: 6, value: false }] }]);
  });
});

describe('partial and submissions', () => {
  const answers: SurveyAnswers = {
    1000: pick(2), 1001: pick(5), 1002: pick(8), 1005: pick(14), 1006: pick(19), 2000: pick(21), 3000: pick(29), 4000: pick(36),
    5000: pick(41), 6000: [{ answer_id: 49, value: 6, attributes: [] }],
  };
  const noBranch = [0, 2, 5, 6, 7, 8, 9, 10, 11];

  it('only the answers on the path are sent (1001 was skipped by No)', () => {
    expect(pathResponse(QUESTIONS, noBranch, answers).map((r) => r.question_id)).toEqual([1000, 1002, 1005, 1006, 2000, 3000, 4000, 5000, 6000]);
  });
  it('partial below 11 questions', () => {
    const response = pathResponse(QUESTIONS, noBranch, answers);
    expect(response).toHaveLength(9);
    expect(isPartial(response)).toBe(true);
    expect(isPartial([...response, ...response.slice(0, 2)])).toBe(false);
  });
  it('complete: every section; finish later: only the sections left behind with their questions answered', () => {
    const s = survey();
    expect(buildSubmission(s, noBranch, answers, true).completed_sections).toEqual([1, 2, 3, 4, 5, 6]);
    expect(buildSubmission(s, [0, 2, 5, 6, 7, 8], answers, false).completed_sections).toEqual([1, 2]);
    expect(buildSubmission(s, [0, 2, 5, 6, 7, 8], { ...answers, 2000: [] }, false).completed_sections).toEqual([1]);
    expect(buildSubmission(s, [0, 2], answers, false)).toEqual({ completed_sections: [], survey_response: pathResponse(QUESTIONS, [0, 2], answers) });
  });
  it('counts show 6+ and 9+ at their max', () => {
    expect(countLabel(5, 6)).toBe('5');
    expect(countLabel(6, 6)).toBe('6+');
    expect(countLabel(9, 9)).toBe('9+');
  });
});
