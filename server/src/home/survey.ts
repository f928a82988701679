import type {
  WireAnswerAttribute, WireSurvey, WireSurveyAnswer, WireSurveyDevice, WireSurveyQuestion, WireSurveyQuestionType,
  WireSurveyResponseItem, WireSurveySection, WireSurveySubmission,
} from '../../../src/api/wire/home';
import { HttpError } from '../errors';
import { msg, t, type Locale, type MessageKey, type MessageValues } from '../i18n';
import { HOME_LIMITS } from './limits';

/**
 * The device survey (spec §3 "Device survey", §4): six sections, question ids 1000-6000 (the
 * section's id × 1000 plus the position), answers 1-53 with two none answers (17 and 20), and the
 * answer attributes (steppers 1-6, a checkbox). Texts are catalogue keys (`survey.*`), written in
 * the request's language. The branching of spec §4 runs in the app; `condition` says it in short.
 */
interface QuestionDef {
  id: number;
  type: WireSurveyQuestionType;
  answers: number[];
  help?: boolean;
  condition?: string;
  stepperDefault?: number;
}
interface AnswerDef {
  id: number;
  device?: { type: string; icon: string };
  attributes?: number[];
  none?: boolean;
  help?: boolean;
}

const SECTIONS: { id: number; questions: QuestionDef[] }[] = [
  {
    id: 1,
    questions: [
      { id: 1000, type: 'SingleSelect', answers: [1, 2, 3], help: true, condition: 'Yes: 1001; No: 1002; otherwise: 1005' },
      { id: 1001, type: 'MultiSelect', answers: [4, 5, 6, 7], help: true, condition: 'with answer 4: 1003; otherwise: 1005' },
      { id: 1002, type: 'SingleSelect', answers: [8, 9, 10], condition: '1005' },
      { id: 1003, type: 'Stepper', answers: [11], stepperDefault: 1, condition: '1004' },
      { id: 1004, type: 'SingleSelect', answers: [12, 13], condition: 'first answer to 1001 is 4: 1006; otherwise: 1005' },
      { id: 1005, type: 'MultiSelect', answers: [14, 15, 16, 17] },
      { id: 1006, type: 'MultiSelect', answers: [18, 19, 20] },
    ],
  },
  {
    id: 2,
    questions: [
      { id: 2000, type: 'SingleSelect', answers: [21, 22, 23, 24, 25] },
      { id: 2001, type: 'MultiSelect', answers: [26, 27, 28], help: true },
    ],
  },
  {
    id: 3,
    questions: [
      { id: 3000, type: 'SingleSelect', answers: [29, 30, 31] },
      { id: 3001, type: 'MultiSelect', answers: [32, 33, 34, 35] },
    ],
  },
  {
    id: 4,
    questions: [
      { id: 4000, type: 'SingleSelect', answers: [36, 37, 38, 39] },
      { id: 4001, type: 'Stepper', answers: [40], stepperDefault: 2 },
    ],
  },
  {
    id: 5,
    questions: [
      { id: 5000, type: 'MultiSelect', answers: [41, 42, 43, 44], help: true },
      { id: 5001, type: 'SingleSelect', answers: [45, 46, 47, 48] },
    ],
  },
  {
    id: 6,
    questions: [
      { id: 6000, type: 'Stepper', answers: [49], stepperDefault: 1 },
      { id: 6001, type: 'MultiSelect', answers: [50, 51, 52, 53] },
    ],
  },
];

const d = (type: string, icon: string) => ({ type, icon });
const ANSWERS: AnswerDef[] = [
  { id: 1 }, { id: 2 }, { id: 3 },
  { id: 4, device: d('HeatPump', 'heat_pump') }, { id: 5, device: d('AirConditioner', 'ac') },
  { id: 6, device: d('AirConditioner', 'ac'), attributes: [1] }, { id: 7, device: d('Fan', 'fan') },
  { id: 8, device: d('Fan', 'fan') }, { id: 9 }, { id: 10 },
  { id: 11, device: d('HeatPump', 'heat_pump') },
  { id: 12 }, { id: 13 },
  { id: 14, device: d('Furnace', 'heat') }, { id: 15, device: d('SpaceHeater', 'heater'), attributes: [2] },
  { id: 16, device: d('Furnace', 'heat') }, { id: 17, none: true },
  { id: 18, device: d('SpaceHeater', 'heater'), attributes: [3] }, { id: 19, device: d('Dehumidifier', 'dehumidifier') }, { id: 20, none: true },
  { id: 21, device: d('WaterHeater', 'water_heater') }, { id: 22, device: d('WaterHeater', 'water_heater'), help: true },
  { id: 23, device: d('WaterHeater', 'water_heater') }, { id: 24 }, { id: 25 },
  { id: 26, device: d('HotTub', 'hot_tub') }, { id: 27, device: d('WellPump', 'pump') }, { id: 28, device: d('SumpPump', 'pump') },
  { id: 29, device: d('Cooktop', 'stovetop') }, { id: 30, device: d('Cooktop', 'stovetop') }, { id: 31 },
  { id: 32, device: d('Dishwasher', 'dishes') }, { id: 33, device: d('Oven', 'stove') }, { id: 34, device: d('Microwave', 'microwave') },
  { id: 35, device: d('Freezer', 'freezer'), attributes: [4] },
  { id: 36, device: d('Dryer', 'dryer') }, { id: 37, device: d('Dryer', 'dryer') }, { id: 38 }, { id: 39 },
  { id: 40 },
  { id: 41, device: d('PoolPump', 'pool') }, { id: 42, device: d('ElectricVehicle', 'car'), attributes: [5, 6] },
  { id: 43, device: d('OtherDevice', 'mower') }, { id: 44, device: d('OutdoorLights', 'lightbulb') },
  { id: 45, device: d('OtherDevice', 'hot_tub') }, { id: 46, device: d('HeatPump', 'heat_pump') }, { id: 47 }, { id: 48 },
  { id: 49, device: d('TV', 'tv') },
  { id: 50, device: d('Computer', 'computer'), attributes: [7] }, { id: 51, device: d('GameConsole', 'game') },
  { id: 52, device: d('OtherDevice', 'aquarium') }, { id: 53, device: d('Printer', 'printer') },
];

const ATTRIBUTES: { id: number; type: 'Stepper' | 'Checkbox' }[] = [
  { id: 1, type: 'Stepper' }, { id: 2, type: 'Stepper' }, { id: 3, type: 'Stepper' }, { id: 4, type: 'Stepper' },
  { id: 5, type: 'Stepper' }, { id: 6, type: 'Checkbox' }, { id: 7, type: 'Stepper' },
];

const QUESTIONS = SECTIONS.flatMap((s) => s.questions.map((q) => ({ ...q, section: s.id })));
const questionById = new Map(QUESTIONS.map((q) => [q.id, q]));
const answerById = new Map(ANSWERS.map((a) => [a.id, a]));
const attributeById = new Map(ATTRIBUTES.map((a) => [a.id, a]));
export const SURVEY_SECTION_IDS = SECTIONS.map((s) => s.id);

const L = HOME_LIMITS;
const text = (locale: Locale, key: string) => t(locale, key as MessageKey);

/** The survey's definition in the locale. */
export function surveyDefinition(locale: Locale): Pick<WireSurvey, 'sections' | 'questions' | 'answers' | 'answer_attributes'> {
  const sections: WireSurveySection[] = SECTIONS.map((s) => ({ id: s.id, title: text(locale, `survey.section.${s.id}`), question_ids: s.questions.map((q) => q.id) }));
  const questions: WireSurveyQuestion[] = QUESTIONS.map((q) => ({
    id: q.id,
    section_id: q.section,
    question_type: q.type,
    text: text(locale, `survey.question.${q.id}`),
    help_text: q.help ? text(locale, `survey.question.${q.id}.help`) : null,
    answer_ids: q.answers,
    condition: q.condition ?? null,
    display_options: q.type === 'Stepper' ? { stepper_min: L.surveyStepperMin, stepper_max: L.surveyStepperMax, stepper_default: q.stepperDefault ?? 0 } : null,
  }));
  const answers: WireSurveyAnswer[] = ANSWERS.map((a) => ({
    id: a.id,
    text: text(locale, `survey.answer.${a.id}`),
    help_text: a.help ? text(locale, `survey.answer.${a.id}.help`) : null,
    attribute_ids: a.attributes ?? [],
    is_none: a.none === true,
    device: a.device ?? null,
  }));
  const answer_attributes: WireAnswerAttribute[] = ATTRIBUTES.map((a) => ({
    id: a.id,
    attribute_type: a.type,
    text: text(locale, a.type === 'Stepper' ? 'survey.attribute.count' : `survey.attribute.${a.id}`),
    display_options: a.type === 'Stepper' ? { stepper_min: L.attributeStepperMin, stepper_max: L.attributeStepperMax, stepper_default: L.attributeStepperMin } : null,
  }));
  return { sections, questions, answers, answer_attributes };
}

/** Ids go into the text as written (1000, not 1,000). */
const bad = (key: MessageKey, values: Record<string, number> = {}) =>
  new HttpError(400, msg(key, Object.fromEntries(Object.entries(values).map(([k, v]) => [k, String(v)])) as MessageValues));

/**
 * Checks a submission against the survey (every rule before anything is written) and returns it in
 * a canonical form: sections sorted, questions in survey order, answers in the order chosen.
 */
export function checkSubmission(body: WireSurveySubmission): WireSurveySubmission {
  const sections = [...new Set(body.completed_sections)].sort((a, b) => a - b);
  for (const s of sections) if (!SURVEY_SECTION_IDS.includes(s)) throw bad('survey.sectionUnknown', { id: s });
  const seen = new Set<number>();
  const items: WireSurveyResponseItem[] = [];
  for (const item of body.survey_response) {
    const q = questionById.get(item.question_id);
    if (!q) throw bad('survey.questionUnknown', { id: item.question_id });
    if (seen.has(q.id)) throw bad('survey.questionTwice', { id: q.id });
    seen.add(q.id);
    if (item.answers.length === 0) throw bad('survey.noAnswer', { id: q.id });
    if (q.type !== 'MultiSelect' && item.answers.length > 1) throw bad('survey.oneAnswer', { id: q.id });
    const chosen = new Set<number>();
    for (const a of item.answers) {
      if (!q.answers.includes(a.answer_id)) throw bad('survey.answerUnknown', { answer: a.answer_id, id: q.id });
      if (chosen.has(a.answer_id)) throw bad('survey.answerTwice', { answer: a.answer_id, id: q.id });
      chosen.add(a.answer_id);
      if (q.type === 'Stepper') {
        const v = a.value;
        if (typeof v !== 'number' || !Number.isInteger(v) || v < L.surveyStepperMin || v > L.surveyStepperMax) {
          throw bad('survey.stepperRange', { id: q.id });
        }
      }
      const def = answerById.get(a.answer_id)!;
      for (const attr of a.attributes) {
        const at = attributeById.get(attr.answer_attribute_id);
        if (!at || !(def.attributes ?? []).includes(at.id)) throw bad('survey.attributeUnknown', { attribute: attr.answer_attribute_id, answer: a.answer_id });
        if (at.type === 'Checkbox' ? typeof attr.value !== 'boolean' : !(Number.isInteger(attr.value) && (attr.value as number) >= L.attributeStepperMin && (attr.value as number) <= L.attributeStepperMax)) {
          throw bad(at.type === 'Checkbox' ? 'survey.attributeCheckbox' : 'survey.attributeRange', { attribute: at.id });
        }
      }
    }
    const nones = item.answers.filter((a) => answerById.get(a.answer_id)!.none);
    if (nones.length > 0 && item.answers.length > 1) throw bad('survey.noneAlone', { id: q.id });
    items.push({
      question_id: q.id,
      answers: item.answers.map((a) => ({
        answer_id: a.answer_id,
        ...(q.type === 'Stepper' ? { value: a.value } : {}),
        attributes: a.attributes.map((x) => ({ answer_attribute_id: x.answer_attribute_id, value: x.value })),
      })),
    });
  }
  const order = new Map(QUESTIONS.map((q, i) => [q.id, i]));
  items.sort((a, b) => order.get(a.question_id)! - order.get(b.question_id)!);
  return { completed_sections: sections, survey_response: items };
}

/** Fewer than 11 questions answered (spec §4). */
export const isPartial = (response: WireSurveyResponseItem[]): boolean => response.length < L.surveyCompleteQuestions;

/** COMPLETED once every section is done and the survey is not partial; else PENDING. */
export const surveyProgress = (s: WireSurveySubmission): 'COMPLETED' | 'PENDING' =>
  SURVEY_SECTION_IDS.every((id) => s.completed_sections.includes(id)) && !isPartial(s.survey_response) ? 'COMPLETED' : 'PENDING';

/**
 * The devices the answers say the home has: each chosen answer with a device, counted by its
 * "How many?" attribute (else 1), or a Stepper question's value (0 adds none). The same device
 * type from two answers stays two rows: they are different answers (a heat pump for cooling, a
 * pool heat pump).
 */
export function surveyDevices(locale: Locale, response: WireSurveyResponseItem[]): WireSurveyDevice[] {
  const out: WireSurveyDevice[] = [];
  for (const item of response) {
    const q = questionById.get(item.question_id);
    if (!q) continue;
    for (const a of item.answers) {
      const def = answerById.get(a.answer_id);
      if (!def?.device) continue;
      let count = 1;
      if (q.type === 'Stepper') count = a.value ?? 0;
      else {
        const stepper = a.attributes.find((x) => attributeById.get(x.answer_attribute_id)?.type === 'Stepper');
        if (stepper && typeof stepper.value === 'number') count = stepper.value;
      }
      if (count > 0) out.push({ answer_id: def.id, type: def.device.type, icon: def.device.icon, name: text(locale, `survey.answer.${def.id}`), count });
    }
  }
  return out;
}
