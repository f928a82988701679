import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { WireDeviceInventory, WireDeviceInventoryUpdate, WireSurvey, WireSurveyResponseAnswer } from '../../api/wire/home';
import { answersOf, chooseSingle, nextQuestionIndex, stepperAnswer, toggleMulti } from './surveyRules';
import type { Failure, HomeSurveyState, SubmitKind } from './types';

export const initialState: HomeSurveyState = {
  survey: { status: 'idle', data: null, error: null },
  answers: {},
  path: [0],
  view: 'intro',
  submit: { status: 'idle', kind: null, error: null },
  inventory: { status: 'idle', data: null, error: null },
  inventorySave: { status: 'idle', error: null },
  inventoryOpen: false,
};

const currentQuestion = (state: HomeSurveyState) => state.survey.data?.questions[state.path[state.path.length - 1] ?? 0];
const answerById = (survey: WireSurvey) => new Map(survey.answers.map((a) => [a.id, a]));

/** The attributes an answer starts with when ticked: steppers at their minimum (1), checkboxes off. */
export function attributeDefaults(survey: WireSurvey, attributeIds: number[]): WireSurveyResponseAnswer['attributes'] {
  return attributeIds.map((id) => {
    const a = survey.answer_attributes.find((x) => x.id === id);
    return { answer_attribute_id: id, value: a?.attribute_type === 'Checkbox' ? false : (a?.display_options?.stepper_default ?? 1) };
  });
}

/**
 * The device survey (/assessment) and the device inventory (spec §4). The survey walks its
 * questions by the spec's branching (surveyRules.ts): `path` holds the indexes visited.
 */
const homeSurveySlice = createSlice({
  name: 'homeSurvey',
  initialState,
  reducers: {
    surveyFetchRequested(state) {
      state.survey.status = 'loading';
      state.survey.error = null;
    },
    /** Fresh answers replace the draft only before the user starts: a refetch never undoes their progress. */
    surveyFetchSucceeded(state, action: PayloadAction<WireSurvey>) {
      if (state.survey.status !== 'loading') return;
      state.survey = { status: 'succeeded', data: action.payload, error: null };
      if (state.view !== 'intro') return;
      state.answers = answersOf(action.payload.survey_response);
      state.path = [0];
      state.submit = { status: 'idle', kind: null, error: null };
    },
    surveyFetchFailed(state, action: PayloadAction<Failure>) {
      if (state.survey.status !== 'loading') return;
      state.survey.status = 'failed';
      state.survey.error = action.payload.message;
    },

    /** The survey page opened: a finished submit's summary gives way to the intro; a survey under way resumes. */
    surveyOpened(state) {
      if (state.view === 'summary') {
        state.view = 'intro';
        state.submit = { status: 'idle', kind: null, error: null };
      }
    },
    /** Start (or review) from the first question, answers kept. */
    started(state) {
      if (!state.survey.data) return;
      state.path = [0];
      state.view = 'question';
      state.submit = { status: 'idle', kind: null, error: null };
    },
    /** A SingleSelect answer chosen, or a MultiSelect one ticked or unticked (none answers clear the others). */
    answerToggled(state, action: PayloadAction<{ questionId: number; answerId: number }>) {
      const survey = state.survey.data;
      const q = currentQuestion(state);
      const answer = survey?.answers.find((a) => a.id === action.payload.answerId);
      if (!survey || !q || q.id !== action.payload.questionId || !answer || !q.answer_ids.includes(answer.id)) return;
      const key = String(q.id);
      if (q.question_type === 'SingleSelect') state.answers[key] = chooseSingle(answer);
      else if (q.question_type === 'MultiSelect') {
        state.answers[key] = toggleMulti(state.answers[key] ?? [], answer, answerById(survey), (a) => attributeDefaults(survey, a.attribute_ids));
      }
    },
    /** A Stepper question's count (0-6). */
    stepperChanged(state, action: PayloadAction<{ questionId: number; value: number }>) {
      const q = currentQuestion(state);
      if (!q || q.id !== action.payload.questionId || q.question_type !== 'Stepper') return;
      const max = q.display_options?.stepper_max ?? 6;
      const min = q.display_options?.stepper_min ?? 0;
      state.answers[String(q.id)] = [stepperAnswer(q, Math.min(max, Math.max(min, Math.round(action.payload.value))))];
    },
    /** An answer attribute: a stepper (1-6) or a checkbox. */
    attributeChanged(state, action: PayloadAction<{ questionId: number; answerId: number; attributeId: number; value: number | boolean }>) {
      const { questionId, answerId, attributeId, value } = action.payload;
      const chosen = state.answers[String(questionId)]?.find((a) => a.answer_id === answerId);
      const attribute = chosen?.attributes.find((x) => x.answer_attribute_id === attributeId);
      if (attribute) attribute.value = value;
    },
    /** Next: on to the question the branching names (a Stepper not yet touched keeps its default). */
    nextPressed(state) {
      const survey = state.survey.data;
      const q = currentQuestion(state);
      if (!survey || !q) return;
      if (q.question_type === 'Stepper' && !state.answers[String(q.id)]) state.answers[String(q.id)] = [stepperAnswer(q, q.display_options?.stepper_default ?? 0)];
      if ((state.answers[String(q.id)] ?? []).length === 0) return;
      const next = nextQuestionIndex(survey.questions, state.path[state.path.length - 1]!, state.answers);
      if (next < survey.questions.length) state.path.push(next);
    },
    backPressed(state) {
      if (state.path.length > 1) state.path.pop();
      else state.view = 'intro';
    },

    /** Finish later (partial) or the last question's Finish (complete): one POST of the answers on the path. */
    submitRequested(state, action: PayloadAction<{ kind: SubmitKind }>) {
      if (state.submit.status === 'pending' || !state.survey.data) return;
      const q = currentQuestion(state);
      if (q?.question_type === 'Stepper' && !state.answers[String(q.id)]) state.answers[String(q.id)] = [stepperAnswer(q, q.display_options?.stepper_default ?? 0)];
      state.submit = { status: 'pending', kind: action.payload.kind, error: null };
    },
    submitSucceeded(state, action: PayloadAction<{ kind: SubmitKind; survey: WireSurvey }>) {
      if (state.submit.status !== 'pending') return;
      state.submit = { status: 'succeeded', kind: action.payload.kind, error: null };
      state.survey.data = action.payload.survey;
      state.view = 'summary';
    },
    submitFailed(state, action: PayloadAction<Failure>) {
      if (state.submit.status !== 'pending') return;
      state.submit = { status: 'failed', kind: state.submit.kind, error: action.payload.message };
    },

    inventoryFetchRequested(state) {
      state.inventory.status = 'loading';
      state.inventory.error = null;
    },
    inventoryFetchSucceeded(state, action: PayloadAction<WireDeviceInventory>) {
      if (state.inventory.status !== 'loading') return;
      state.inventory = { status: 'succeeded', data: action.payload, error: null };
    },
    inventoryFetchFailed(state, action: PayloadAction<Failure>) {
      if (state.inventory.status !== 'loading') return;
      state.inventory.status = 'failed';
      state.inventory.error = action.payload.message;
    },
    inventoryOpened(state) {
      state.inventoryOpen = true;
      state.inventorySave = { status: 'idle', error: null };
    },
    inventoryClosed(state) {
      if (state.inventorySave.status !== 'pending') state.inventoryOpen = false;
    },
    inventorySaveRequested(state, _action: PayloadAction<WireDeviceInventoryUpdate>) {
      if (state.inventorySave.status !== 'pending') state.inventorySave = { status: 'pending', error: null };
    },
    inventorySaveSucceeded(state, action: PayloadAction<WireDeviceInventory>) {
      if (state.inventorySave.status !== 'pending') return;
      state.inventorySave = { status: 'succeeded', error: null };
      state.inventory = { status: 'succeeded', data: action.payload, error: null };
      state.inventoryOpen = false;
    },
    inventorySaveFailed(state, action: PayloadAction<Failure>) {
      if (state.inventorySave.status !== 'pending') return;
      state.inventorySave = { status: 'failed', error: action.payload.message };
    },
  },
});

export const homeSurveyActions = homeSurveySlice.actions;
export const {
  surveyOpened, surveyFetchRequested, surveyFetchSucceeded, surveyFetchFailed, started, answerToggled, stepperChanged, attributeChanged, nextPressed,
  backPressed, submitRequested, submitSucceeded, submitFailed, inventoryFetchRequested, inventoryFetchSucceeded, inventoryFetchFailed,
  inventoryOpened, inventoryClosed, inventorySaveRequested, inventorySaveSucceeded, inventorySaveFailed,
} = homeSurveySlice.actions;
export const homeSurveyReducer = homeSurveySlice.reducer;
export default homeSurveySlice;
