import type { WireDeviceInventory, WireSurvey, WireSurveyResponseAnswer } from '../../api/wire/home';

export type RequestStatus = 'idle' | 'loading' | 'succeeded' | 'failed';

/** A failed call, as the slice stores it (never an Error). */
export interface Failure {
  status: number | 'error';
  message: string;
}

export interface Loadable<T> {
  status: RequestStatus;
  data: T | null;
  error: string | null;
}

/** The answers being given: by question id, each question's answers in the order chosen. */
export type SurveyAnswers = Record<string, WireSurveyResponseAnswer[]>;

/** Intro (start or continue), a question, or the summary after a submit. */
export type SurveyView = 'intro' | 'question' | 'summary';

/** Finish later submits what is answered so far (a partial summary); completion submits it all. */
export type SubmitKind = 'partial' | 'complete';

export interface HomeSurveyState {
  survey: Loadable<WireSurvey>;
  answers: SurveyAnswers;
  /** The question indexes visited, the current one last (Back goes to the one before). */
  path: number[];
  view: SurveyView;
  submit: { status: 'idle' | 'pending' | 'succeeded' | 'failed'; kind: SubmitKind | null; error: string | null };
  inventory: Loadable<WireDeviceInventory>;
  inventorySave: { status: 'idle' | 'pending' | 'succeeded' | 'failed'; error: string | null };
  inventoryOpen: boolean;
}
