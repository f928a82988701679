import { answerToggled, attributeChanged, backPressed, homeSurveyReducer, initialState, nextPressed, started, stepperChanged, submitRequested, surveyFetchRequested, surveyFetchSucceeded } from '../../../src/features/homeSurvey/homeSurveySlice';
import type { HomeSurveyState } from '../../../src/features/homeSurvey/types';
import { QUESTIONS, survey } from './surveyFixtures';

const loaded = (): HomeSurveyState => homeSurveyReducer(homeSurveyReducer(initialState, surveyFetchRequested()), surveyFetchSucceeded(survey()));
const at = (s: HomeSurveyState) => QUESTIONS[s.path[s.path.length - 1]!]!.id;
const run = (s: HomeSurveyState, ...actions: Parameters<typeof homeSurveyReducer>[1][]) => actions.reduce(homeSurveyReducer, s);

describe('walking the survey (spec §4)', () => {
  it('Yes to 1000 with a heat pump first: 1001 → 1003 → 1004 → 1006 (1005 skipped)', () => {
    let s = run(loaded(), started());
    expect(at(s)).toBe(1000);
    s = run(s, answerToggled({ questionId: 1000, answerId: 1 }), nextPressed());
    expect(at(s)).toBe(1001);
    s = run(s, answerToggled({ questionId: 1001, answerId: 4 }), answerToggled({ questionId: 1001, answerId: 5 }), nextPressed());
    expect(at(s)).toBe(1003);
    // A stepper left at its default answers with it.
    s = run(s, nextPressed());
    expect(s.answers['1003']).toEqual([{ answer_id: 11, value: 1, attributes: [] }]);
    expect(at(s)).toBe(1004);
    s = run(s, answerToggled({ questionId: 1004, answerId: 12 }), nextPressed());
    expect(at(s)).toBe(1006);
    expect(s.path).toEqual([0, 1, 3, 4, 6]);
  });

  it('a heat pump not chosen first: 1004 → 1005', () => {
    let s = run(loaded(), started(), answerToggled({ questionId: 1000, answerId: 1 }), nextPressed());
    s = run(s, answerToggled({ questionId: 1001, answerId: 5 }), answerToggled({ questionId: 1001, answerId: 4 }), nextPressed(), nextPressed());
    s = run(s, answerToggled({ questionId: 1004, answerId: 13 }), nextPressed());
    expect(at(s)).toBe(1005);
  });

  it('No to 1000: 1002 → 1005 → 1006 → 2000; Back retraces the path', () => {
    let s = run(loaded(), started(), answerToggled({ questionId: 1000, answerId: 2 }), nextPressed());
    expect(at(s)).toBe(1002);
    s = run(s, answerToggled({ questionId: 1002, answerId: 8 }), nextPressed());
    expect(at(s)).toBe(1005);
    s = run(s, answerToggled({ questionId: 1005, answerId: 17 }), nextPressed(), answerToggled({ questionId: 1006, answerId: 20 }), nextPressed());
    expect(at(s)).toBe(2000);
    s = run(s, backPressed(), backPressed());
    expect(at(s)).toBe(1005);
    expect(s.answers['1005']!.map((a) => a.answer_id)).toEqual([17]);
  });

  it('Next waits for an answer; a SingleSelect keeps one answer', () => {
    let s = run(loaded(), started(), nextPressed());
    expect(at(s)).toBe(1000);
    s = run(s, answerToggled({ questionId: 1000, answerId: 1 }), answerToggled({ questionId: 1000, answerId: 3 }));
    expect(s.answers['1000']!.map((a) => a.answer_id)).toEqual([3]);
    expect(at(run(s, nextPressed()))).toBe(1005);
  });

  it('none answers in the reducer; attributes start at their defaults and change', () => {
    let s = run(loaded(), started(), answerToggled({ questionId: 1000, answerId: 1 }), nextPressed());
    s = run(s, answerToggled({ questionId: 1001, answerId: 6 }));
    expect(s.answers['1001']).toEqual([{ answer_id: 6, attributes: [{ answer_attribute_id: 1, value: 1 }] }]);
    s = run(s, attributeChanged({ questionId: 1001, answerId: 6, attributeId: 1, value: 3 }));
    expect(s.answers['1001']![0]!.attributes[0]!.value).toBe(3);
    // Answers of another question than the one on screen are ignored.
    expect(run(s, answerToggled({ questionId: 1005, answerId: 17 })).answers['1005']).toBeUndefined();
  });

  it('steppers stay within 0-6', () => {
    let s = run(loaded(), started(), answerToggled({ questionId: 1000, answerId: 1 }), nextPressed(), answerToggled({ questionId: 1001, answerId: 4 }), nextPressed());
    s = run(s, stepperChanged({ questionId: 1003, value: 9 }));
    expect(s.answers['1003']![0]!.value).toBe(6);
    s = run(s, stepperChanged({ questionId: 1003, value: -1 }));
    expect(s.answers['1003']![0]!.value).toBe(0);
  });

  it('a refetch while answering keeps the question and the answers', () => {
    const s = run(loaded(), started(), answerToggled({ questionId: 1000, answerId: 1 }), nextPressed());
    const again = run(s, surveyFetchRequested(), surveyFetchSucceeded(survey()));
    expect(again.view).toBe('question');
    expect(again.path).toEqual([0, 1]);
    expect(again.answers['1000']).toEqual([{ answer_id: 1, attributes: [] }]);
  });

  it('saved answers are loaded into the draft; a submit is pending once', () => {
    const saved = survey({ survey_response: [{ question_id: 1000, answers: [{ answer_id: 2, attributes: [] }] }] });
    const s = homeSurveyReducer(homeSurveyReducer(initialState, surveyFetchRequested()), surveyFetchSucceeded(saved));
    expect(s.answers).toEqual({ 1000: [{ answer_id: 2, attributes: [] }] });
    const pending = run(s, started(), submitRequested({ kind: 'partial' }));
    expect(pending.submit).toEqual({ status: 'pending', kind: 'partial', error: null });
    expect(run(pending, submitRequested({ kind: 'complete' })).submit.kind).toBe('partial');
  });
});
