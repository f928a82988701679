/**
 * Home settings, the device survey and the device inventory (spec account-settings-shell §3, §5, §7;
 * wire §3.11 names the paths). Shared by the browser app and the local server (type-only imports).
 *
 *   GET  /app/monitors/attributes/options                 → WireAttributeOptions
 *   GET  /app/monitors/{monitorId}/attributes              → WireHomeAttributes
 *   POST /app/monitors/{monitorId}/attributes  WireHomeAttributesUpdate → WireHomeAttributes
 *   GET  /app/electricity_cost?location=US|CA              → WireElectricityCost[] (also /app/electricty_cost)
 *   GET  /app/monitors/{monitorId}/solar_specs             → WireSolarSpecs
 *   POST /app/monitors/{monitorId}/solar_specs  WireSolarSpecsUpdate → WireSolarSpecs
 *   GET  /app/monitors/{monitorId}/inventory_survey        → WireSurvey
 *   POST /app/monitors/{monitorId}/inventory_survey  WireSurveySubmission → WireSurvey
 *   GET  /app/monitors/{monitorId}/device_inventory        → WireDeviceInventory
 *   POST /app/monitors/{monitorId}/device_inventory  {categories} → WireDeviceInventory
 *
 * Failures are WireErrorBody ({status:'error', error_reason}), 400 for a rule (nothing is written),
 * 404 'Monitor not found' for another user's monitor.
 */
import type { IsoTime } from './common';
import type { WireMonitorAttributes } from './monitor';

/** Spec §5 limits, shared by the app's forms and the server's checks. */
export const HOME_LIMITS = {
  costMin: 0,
  costMax: 999,
  costDecimals: 3,
  costDefault: 10.42,
  cycleStartMin: 1,
  cycleStartMax: 28,
  /** Billing cycle "Not Set". */
  cycleNotSet: -1,
  cycleDefault: 1,
  sellBackMin: 0.001,
  sellBackMax: 100,
  sellBackDecimals: 3,
  /** Sell-back rate not set: exports are valued at the electricity rate. */
  sellBackNotSet: -1,
  toGridMin: 1,
  toGridMax: 100,
  toGridDefault: 40,
  /** The self-powered notification is off. */
  toGridOff: -1,
  panelSlotsMin: 1,
  panelSlotsMax: 70,
  panelSlotsDefault: 20,
  /** Survey Stepper questions (shown 6+ at the max) and answer-attribute steppers. */
  surveyStepperMin: 0,
  surveyStepperMax: 6,
  attributeStepperMin: 1,
  attributeStepperMax: 6,
  /** A survey with fewer answered questions is partial. */
  surveyCompleteQuestions: 11,
  /** Inventory counts (shown 9+ at the max). */
  inventoryCountMax: 9,
  inventoryTextMax: 64,
  inventoryOtherMax: 200,
  /** Solar specs: system rating kW, panel rating W, panel count. */
  solarRatingMax: 1000,
  panelCountMax: 10000,
  panelRatingMax: 2000,
} as const;

/** US 5 digits, or Canadian letter-digit-letter space digit-letter-digit (the space may be left out; any case). */
export const POSTAL_CODE_PATTERN = /^(\d{5}|[A-Za-z]\d[A-Za-z] ?\d[A-Za-z]\d)$/;
/** Letters Canada Post never uses (D, F, I, O, Q, U anywhere; W and Z never first). */
export const CANADIAN_UNUSED_LETTERS = /[DFIOQU]|^[WZ]/i;

/** The lists the home details form chooses from. */
export type HomeOptionField = 'home_type' | 'home_size_type' | 'year_built_type' | 'number_of_occupants' | 'basement_type' | 'occupancy_type';
export const HOME_OPTION_FIELDS: readonly HomeOptionField[] = ['home_type', 'home_size_type', 'year_built_type', 'number_of_occupants', 'basement_type', 'occupancy_type'];

export interface WireOption {
  key: string;
  /** In the request's language. */
  display: string;
}

/** GET /app/monitors/attributes/options: the options lists of key and display. */
export type WireAttributeOptions = Record<HomeOptionField, WireOption[]>;

/** One location's average electricity cost, cents per kWh. */
export interface WireElectricityCost {
  id: number;
  /** The location's name in the request's language. */
  location: string;
  /** US (national), a state, CA (national) or a province: e.g. 'NY', 'QC'. */
  abbreviation: string;
  cost: number;
}

export type WirePanelType = 'MAIN' | 'SUB';
export interface WirePanel {
  panel_type: WirePanelType;
  panel_slots: number;
}

/**
 * The monitor's attributes as GET/POST …/attributes answer them: the stored attributes with the
 * option fields' keys filled (`home_type_key`, …) and their display in the request's language, and
 * `electricity_cost` = the average of the home's state or province (null without a postal code).
 */
export interface WireHomeAttributes extends WireMonitorAttributes {
  home_type_key: string | null;
  home_size_type_key: string | null;
  year_built_type_key: string | null;
  number_of_occupants_key: string | null;
  basement_type_key: string | null;
  occupancy_type_key: string | null;
  electricity_cost: (WireElectricityCost & { national_electricity_cost: WireElectricityCost; national_electricity_cost_id: number }) | null;
  user_set_sell_back_rate: boolean;
}

/**
 * POST …/attributes: any subset; absent fields stay as they are. The app sends only non-empty
 * fields. Option fields take their key (`home_type_key`, or the key under `home_type`); '' or null
 * clears one (other clients). `cost` -1 hides costs (`show_cost` false); `cycle_start` -1 is Not Set;
 * `sell_back_rate` -1 is not set; `to_grid_threshold` -1 turns the self-powered notification off.
 */
export interface WireHomeAttributesUpdate {
  name?: string;
  postal_code?: string | null;
  home_type_key?: string | null;
  home_size_type_key?: string | null;
  year_built_type_key?: string | null;
  number_of_occupants_key?: string | null;
  basement_type_key?: string | null;
  occupancy_type_key?: string | null;
  cost?: number;
  show_cost?: boolean;
  cycle_start?: number | null;
  sell_back_rate?: number;
  to_grid_threshold?: number;
  tou_enabled?: boolean;
  solar_tou_enabled?: boolean;
  panel?: WirePanel;
  home_info_survey_progress?: 'COMPLETED' | 'PENDING';
}

/** …/solar_specs: system rating in kW, panel rating in W. Defaults come from the monitor's solar system. */
export interface WireSolarSpecs {
  system_rating: number;
  panel_count: number;
  panel_rating: number;
  /** False until the user saved specs (the defaults are what the monitor sees). */
  user_set: boolean;
}
export type WireSolarSpecsUpdate = Partial<Pick<WireSolarSpecs, 'system_rating' | 'panel_count' | 'panel_rating'>>;

// ---- Device survey (spec §3 "Device survey", §4) --------------------------------------------

export type WireSurveyQuestionType = 'SingleSelect' | 'MultiSelect' | 'Stepper';
export type WireAnswerAttributeType = 'Stepper' | 'Checkbox';

export interface WireSurveySection {
  /** 1 to 6. */
  id: number;
  title: string;
  question_ids: number[];
}

export interface WireSurveyQuestion {
  /** 1000 to 6000: the section's id × 1000 plus its position. */
  id: number;
  section_id: number;
  question_type: WireSurveyQuestionType;
  text: string;
  help_text: string | null;
  answer_ids: number[];
  /** Where the survey goes after this question, in words; the app applies spec §4's branching. */
  condition: string | null;
  display_options: { stepper_min: number; stepper_max: number; stepper_default: number } | null;
}

export interface WireSurveyAnswer {
  id: number;
  text: string;
  help_text: string | null;
  attribute_ids: number[];
  /** A none answer (17 and 20) clears the question's others, and they clear it. */
  is_none: boolean;
  /** The device this answer says the home has (icon from the wire icon vocabulary). */
  device: { type: string; icon: string } | null;
}

export interface WireAnswerAttribute {
  id: number;
  attribute_type: WireAnswerAttributeType;
  text: string;
  /** Stepper attributes: 1 to 6. */
  display_options: { stepper_min: number; stepper_max: number; stepper_default: number } | null;
}

export interface WireSurveyResponseAnswer {
  answer_id: number;
  /** Stepper questions: the count (0 to 6). */
  value?: number;
  attributes: { answer_attribute_id: number; value: number | boolean }[];
}
export interface WireSurveyResponseItem {
  question_id: number;
  /** In the order chosen (the first answer of 1001 decides a branch). */
  answers: WireSurveyResponseAnswer[];
}

/** POST …/inventory_survey. */
export interface WireSurveySubmission {
  completed_sections: number[];
  survey_response: WireSurveyResponseItem[];
}

/** A device the answers say the home has. */
export interface WireSurveyDevice {
  answer_id: number;
  type: string;
  icon: string;
  /** The answer's text, in the request's language. */
  name: string;
  count: number;
}

/** GET and POST …/inventory_survey: the survey, the saved answers and what they add up to. */
export interface WireSurvey {
  sections: WireSurveySection[];
  questions: WireSurveyQuestion[];
  answers: WireSurveyAnswer[];
  answer_attributes: WireAnswerAttribute[];
  completed_sections: number[];
  survey_response: WireSurveyResponseItem[];
  /** COMPLETED once every section is done with at least 11 questions answered. */
  progress: 'LEGACY' | 'COMPLETED' | 'PENDING';
  /** Fewer than 11 questions answered. */
  partial: boolean;
  devices: WireSurveyDevice[];
  updated_at: IsoTime | null;
}

// ---- Device inventory (spec §3 "Device inventory") -------------------------------------------

export interface WireInventoryDetail {
  make: string;
  model: string;
}
export interface WireInventoryDevice {
  id: string;
  name: string;
  icon: string;
  /** 0 to 9 (shown 9+). */
  count: number;
  /** At most `count` rows (trimmed to it). */
  details: WireInventoryDetail[];
}
export interface WireInventorySection {
  id: string;
  title: string;
  devices: WireInventoryDevice[];
}
export interface WireInventoryCategory {
  id: string;
  title: string;
  none_option: { selected: boolean; shown: boolean; title: string };
  /** Anything else of the category, in the user's words. */
  other: string;
  sections: WireInventorySection[];
}
export interface WireDeviceInventory {
  categories: WireInventoryCategory[];
  updated_at: IsoTime | null;
}

/** POST body: the categories as the app holds them (titles and names are ignored; ids matter). */
export interface WireDeviceInventoryUpdate {
  categories: {
    id: string;
    none_option?: { selected: boolean };
    other?: string;
    sections: { id: string; devices: { id: string; count: number; details?: WireInventoryDetail[] }[] }[];
  }[];
}
