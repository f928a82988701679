import { createSelector } from '@reduxjs/toolkit';
import type { WithSession } from '../../app/session/sessionSelectors';
import { nextQuestionIndex, pathResponse } from './surveyRules';
import type { HomeSurveyState } from './types';

export interface WithHomeSurvey extends WithSession {
  homeSurvey: HomeSurveyState;
}

export const selectSurveyState = (state: WithHomeSurvey) => state.homeSurvey;
export const selectSurvey = (state: WithHomeSurvey) => state.homeSurvey.survey;
export const selectSurveyAnswers = (state: WithHomeSurvey) => state.homeSurvey.answers;
export const selectSurveyPath = (state: WithHomeSurvey) => state.homeSurvey.path;
export const selectSurveyView = (state: WithHomeSurvey) => state.homeSurvey.view;
export const selectSurveySubmit = (state: WithHomeSurvey) => state.homeSurvey.submit;
export const selectInventory = (state: WithHomeSurvey) => state.homeSurvey.inventory;
export const selectInventorySave = (state: WithHomeSurvey) => state.homeSurvey.inventorySave;
export const selectInventoryOpen = (state: WithHomeSurvey) => state.homeSurvey.inventoryOpen;

/** The question on screen, where it stands, and whether Next ends the survey. */
export const selectCurrentQuestion = createSelector([selectSurvey, selectSurveyPath, selectSurveyAnswers], (survey, path, answers) => {
  const data = survey.data;
  if (!data) return null;
  const index = path[path.length - 1] ?? 0;
  const question = data.questions[index];
  if (!question) return null;
  const section = data.sections.findIndex((s) => s.id === question.section_id);
  return {
    question,
    index,
    sectionIndex: section,
    sectionTitle: data.sections[section]?.title ?? '',
    sectionCount: data.sections.length,
    isLast: nextQuestionIndex(data.questions, index, answers) >= data.questions.length,
  };
});

/** The answered questions along the path (what a submit sends). */
export const selectPathResponse = createSelector([selectSurvey, selectSurveyPath, selectSurveyAnswers], (survey, path, answers) =>
  survey.data ? pathResponse(survey.data.questions, path, answers) : [],
);
