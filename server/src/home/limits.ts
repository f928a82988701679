import type * as Wire from '../../../src/api/wire/home';

/**
 * The home settings limits as runtime values for the server (the server build compiles server/
 * only, so it may import nothing but types from src/). Typed as the wire constants' literal types,
 * so the two cannot drift: changing one without the other fails the type check (the patterns are
 * compared by __tests__/server/home/limits.test.ts).
 */
export const HOME_LIMITS: typeof Wire.HOME_LIMITS = {
  costMin: 0,
  costMax: 999,
  costDecimals: 3,
  costDefault: 10.42,
  cycleStartMin: 1,
  cycleStartMax: 28,
  cycleNotSet: -1,
  cycleDefault: 1,
  sellBackMin: 0.001,
  sellBackMax: 100,
  sellBackDecimals: 3,
  sellBackNotSet: -1,
  toGridMin: 1,
  toGridMax: 100,
  toGridDefault: 40,
  toGridOff: -1,
  panelSlotsMin: 1,
  panelSlotsMax: 70,
  panelSlotsDefault: 20,
  surveyStepperMin: 0,
  surveyStepperMax: 6,
  attributeStepperMin: 1,
  attributeStepperMax: 6,
  surveyCompleteQuestions: 11,
  inventoryCountMax: 9,
  inventoryTextMax: 64,
  inventoryOtherMax: 200,
  solarRatingMax: 1000,
  panelCountMax: 10000,
  panelRatingMax: 2000,
};

export const POSTAL_CODE_PATTERN: typeof Wire.POSTAL_CODE_PATTERN = /^(\d{5}|[A-Za-z]\d[A-Za-z] ?\d[A-Za-z]\d)$/;
export const CANADIAN_UNUSED_LETTERS: typeof Wire.CANADIAN_UNUSED_LETTERS = /[DFIOQU]|^[WZ]/i;
export const HOME_OPTION_FIELDS: typeof Wire.HOME_OPTION_FIELDS = ['home_type', 'home_size_type', 'year_built_type', 'number_of_occupants', 'basement_type', 'occupancy_type'];
