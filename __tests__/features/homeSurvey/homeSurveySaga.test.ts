import { expectSaga } from 'redux-saga-test-plan';
import { createRootReducer } from '../../../src/app/rootReducer';
import { homeSurveySaga } from '../../../src/features/homeSurvey/homeSurveySaga';
import {
  answerToggled, homeSurveyReducer, inventorySaveFailed, inventorySaveRequested, inventorySaveSucceeded, nextPressed, started, submitRequested, submitSucceeded,
  surveyFetchRequested, surveyFetchSucceeded,
} from '../../../src/features/homeSurvey/homeSurveySlice';
import { createFakeApi, fail, ok } from '../../support/fakeApi';
import { monitor } from '../../support/fixtures';
import { contextProvider, sagaContext, stateWith } from '../../support/sagaHarness';
import { survey } from './surveyFixtures';

const reducer = createRootReducer({ homeSurvey: homeSurveyReducer });
const base = () => {
  const s = stateWith({ accessToken: 't', userId: 7, monitors: [monitor({ id: 42 })] });
  return { ...s, homeSurvey: reducer(undefined, { type: '@@init' }).homeSurvey };
};
/** The state after loading the survey and answering 1000 with No and 1002 with Fans. */
const answered = () => [surveyFetchRequested(), surveyFetchSucceeded(survey()), started(), answerToggled({ questionId: 1000, answerId: 2 }), nextPressed(), answerToggled({ questionId: 1002, answerId: 8 })].reduce(reducer, base());

describe('home survey saga', () => {
  it('finish later: one POST of the answers on the path, then the partial summary', async () => {
    const back = survey({ survey_response: [{ question_id: 1000, answers: [{ answer_id: 2, attributes: [] }] }] });
    const api = createFakeApi(() => ok(back));
    const { storeState } = await expectSaga(homeSurveySaga)
      .withReducer(reducer, answered())
      .provide(contextProvider(sagaContext(api)))
      .put(submitSucceeded({ kind: 'partial', survey: back }))
      .dispatch(submitRequested({ kind: 'partial' }))
      .silentRun(50);
    expect(api.calls).toHaveLength(1);
    expect(api.calls[0]?.request).toMatchObject({
      method: 'POST', path: '/app/monitors/42/inventory_survey', encoding: 'json',
      body: { completed_sections: [], survey_response: [{ question_id: 1000, answers: [{ answer_id: 2, attributes: [] }] }, { question_id: 1002, answers: [{ answer_id: 8, attributes: [] }] }] },
    });
    expect(storeState.homeSurvey.view).toBe('summary');
  });

  it('a failed submit keeps the question and the answers', async () => {
    const api = createFakeApi(() => fail(400, { status: 'error', error_reason: 'Question 1000 takes one answer' }));
    const { storeState } = await expectSaga(homeSurveySaga)
      .withReducer(reducer, answered())
      .provide(contextProvider(sagaContext(api)))
      .dispatch(submitRequested({ kind: 'complete' }))
      .silentRun(50);
    expect(storeState.homeSurvey.submit).toEqual({ status: 'failed', kind: 'complete', error: 'Question 1000 takes one answer' });
    expect(storeState.homeSurvey.view).toBe('question');
    expect(storeState.homeSurvey.answers['1002']).toBeDefined();
  });

  it('inventory: saved toast; failure: error toast with the reason, the dialog stays open', async () => {
    const inv = { categories: [], updated_at: '2026-11-22T08:00:00.000Z' };
    const body = { categories: [] };
    await expectSaga(homeSurveySaga)
      .withReducer(reducer, base())
      .provide(contextProvider(sagaContext(createFakeApi(() => ok(inv)))))
      .put(inventorySaveSucceeded(inv))
      .put.like({ action: { type: 'notifications/shown', payload: { kind: 'success', title: { defaultMessage: 'Inventory saved' } } } })
      .dispatch(inventorySaveRequested(body))
      .silentRun(50);
    const reason = 'A count must be a whole number from 0 to 9';
    const { storeState } = await expectSaga(homeSurveySaga)
      .withReducer(reducer, { ...base(), homeSurvey: { ...base().homeSurvey, inventoryOpen: true } })
      .provide(contextProvider(sagaContext(createFakeApi(() => fail(400, { status: 'error', error_reason: reason })))))
      .put(inventorySaveFailed({ status: 400, message: reason }))
      .put.like({ action: { type: 'notifications/shown', payload: { kind: 'error', title: { defaultMessage: 'Inventory not saved' }, message: reason } } })
      .dispatch(inventorySaveRequested(body))
      .silentRun(50);
    expect(storeState.homeSurvey.inventoryOpen).toBe(true);
  });
});
