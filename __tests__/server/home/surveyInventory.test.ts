/** @jest-environment node */
import type { WireDeviceInventory, WireSolarSpecs, WireSurvey, WireSurveyResponseItem } from '../../../src/api/wire/home';
import { getAs, homeRows, monitorUrl, PARTNER_MONITOR, postJson, startHomeWorld, type HomeWorld } from './support';

let w: HomeWorld;
beforeAll(async () => {
  w = await startHomeWorld();
});
afterAll(() => w.t.close());

const surveyUrl = `${monitorUrl()}/inventory_survey`;
const inventoryUrl = `${monitorUrl()}/device_inventory`;
const specsUrl = `${monitorUrl()}/solar_specs`;

const one = (question_id: number, answer_id: number, extra: Partial<WireSurveyResponseItem['answers'][number]> = {}): WireSurveyResponseItem => ({
  question_id,
  answers: [{ answer_id, attributes: [], ...extra }],
});

/** The "No" branch of 1000 through every section: 14 questions. */
const NO_BRANCH: WireSurveyResponseItem[] = [
  one(1000, 2), one(1002, 8), one(1005, 17), { question_id: 1006, answers: [{ answer_id: 18, attributes: [{ answer_attribute_id: 3, value: 2 }] }] },
  one(2000, 21), one(2001, 28), one(3000, 30), { question_id: 3001, answers: [{ answer_id: 34, attributes: [] }, { answer_id: 32, attributes: [] }] },
  one(4000, 36), one(4001, 40, { value: 6 }), { question_id: 5000, answers: [{ answer_id: 42, attributes: [{ answer_attribute_id: 5, value: 1 }, { answer_attribute_id: 6, value: true }] }] },
  one(5001, 48), one(6000, 49, { value: 3 }), one(6001, 51),
];

describe('GET /app/monitors/{id}/inventory_survey', () => {
  test('six sections, questions 1000-6000, answers with the none answers 17 and 20, attributes', async () => {
    const s = (await getAs(w, surveyUrl)).json() as WireSurvey;
    expect(s.sections.map((x) => x.id)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(s.questions[0]).toMatchObject({ id: 1000, question_type: 'SingleSelect', answer_ids: [1, 2, 3], text: 'Does your home have air conditioning?' });
    expect(s.questions.map((q) => q.id).every((id) => id >= 1000 && id <= 6999)).toBe(true);
    expect(new Set(s.questions.map((q) => q.question_type))).toEqual(new Set(['SingleSelect', 'MultiSelect', 'Stepper']));
    expect(s.questions.find((q) => q.id === 1003)!.display_options).toEqual({ stepper_min: 0, stepper_max: 6, stepper_default: 1 });
    expect(s.answers.filter((a) => a.is_none).map((a) => a.id)).toEqual([17, 20]);
    expect(s.answer_attributes.find((a) => a.id === 1)).toMatchObject({ attribute_type: 'Stepper', display_options: { stepper_min: 1, stepper_max: 6 } });
    expect(s.answer_attributes.find((a) => a.id === 6)).toMatchObject({ attribute_type: 'Checkbox' });
    expect(s).toMatchObject({ survey_response: [], completed_sections: [], partial: true, devices: [], updated_at: null });
    const fr = (await getAs(w, surveyUrl, w.demo, 'fr-CA')).json() as WireSurvey;
    expect(fr.questions[0]!.text).toBe('Votre logement est-il climatisé ?');
  });
});

describe('POST /app/monitors/{id}/inventory_survey', () => {
  test('a partial answer set (finish later) stays PENDING and partial', async () => {
    const res = await postJson(w, surveyUrl, { completed_sections: [1], survey_response: NO_BRANCH.slice(0, 4) });
    expect(res.statusCode).toBe(200);
    const s = res.json() as WireSurvey;
    expect(s).toMatchObject({ progress: 'PENDING', partial: true, completed_sections: [1] });
    expect(s.devices).toEqual([
      { answer_id: 8, type: 'Fan', icon: 'fan', name: 'Fans', count: 1 },
      { answer_id: 18, type: 'SpaceHeater', icon: 'heater', name: 'Space heaters', count: 2 },
    ]);
  });

  test('a completed survey: COMPLETED, the saved devices counted, the attributes follow', async () => {
    const res = await postJson(w, surveyUrl, { completed_sections: [6, 1, 2, 3, 4, 5], survey_response: NO_BRANCH });
    const s = res.json() as WireSurvey;
    expect(s).toMatchObject({ progress: 'COMPLETED', partial: false, completed_sections: [1, 2, 3, 4, 5, 6] });
    expect(s.devices.map((d) => [d.name, d.count])).toEqual([
      ['Fans', 1], ['Space heaters', 2], ['Electric water heater with a tank', 1], ['Sump pump', 1], ['Induction', 1], ['Microwave', 1], ['Dishwasher', 1],
      ['Electric dryer', 1], ['Electric vehicle', 1], ['TVs', 3], ['Game console', 1],
    ]);
    expect(s.survey_response.find((i) => i.question_id === 3001)!.answers.map((a) => a.answer_id)).toEqual([34, 32]);
    const attrs = (await getAs(w, `${monitorUrl()}/attributes`)).json() as { device_survey_progress: string };
    expect(attrs.device_survey_progress).toBe('COMPLETED');
  });

  test('all sections but fewer than 11 questions is still partial (PENDING)', async () => {
    const s = (await postJson(w, surveyUrl, { completed_sections: [1, 2, 3, 4, 5, 6], survey_response: NO_BRANCH.slice(0, 10) })).json() as WireSurvey;
    expect(s).toMatchObject({ progress: 'PENDING', partial: true });
  });

  describe('bad answers are a 400 and nothing is written', () => {
    it.each([
      ['an unknown section', { completed_sections: [7], survey_response: [] }, 'There is no survey section 7'],
      ['an unknown question', { completed_sections: [], survey_response: [one(1007, 1)] }, 'There is no survey question 1007'],
      ['an answer of another question', { completed_sections: [], survey_response: [one(1000, 4)] }, 'Answer 4 does not belong to question 1000'],
      ['two answers to a single select', { completed_sections: [], survey_response: [{ question_id: 1000, answers: [{ answer_id: 1, attributes: [] }, { answer_id: 2, attributes: [] }] }] }, 'Question 1000 takes one answer'],
      ['none with another answer', { completed_sections: [], survey_response: [{ question_id: 1005, answers: [{ answer_id: 14, attributes: [] }, { answer_id: 17, attributes: [] }] }] }, 'None of these cannot be combined with other answers to question 1005'],
      ['a stepper above 6', { completed_sections: [], survey_response: [one(6000, 49, { value: 7 })] }, 'The answer to question 6000 must be a whole number from 0 to 6'],
      ['an attribute stepper of 0', { completed_sections: [], survey_response: [one(1001, 6, { attributes: [{ answer_attribute_id: 1, value: 0 }] })] }, 'Attribute 1 must be a whole number from 1 to 6'],
      ['an attribute of another answer', { completed_sections: [], survey_response: [one(1001, 5, { attributes: [{ answer_attribute_id: 1, value: 2 }] })] }, 'Answer 5 has no attribute 1'],
      ['a checkbox that is a number', { completed_sections: [], survey_response: [one(5000, 42, { attributes: [{ answer_attribute_id: 6, value: 1 }] })] }, 'Attribute 6 must be true or false'],
      ['a question answered twice', { completed_sections: [], survey_response: [one(1000, 1), one(1000, 2)] }, 'Question 1000 is answered twice'],
      ['no answer', { completed_sections: [], survey_response: [{ question_id: 1000, answers: [] }] }, 'Question 1000 needs an answer'],
    ])('%s', async (_what, body, reason) => {
      const rows = homeRows(w);
      const res = await postJson(w, surveyUrl, body);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ status: 'error', error_reason: reason });
      expect(homeRows(w)).toEqual(rows);
    });
  });

  test("another user's monitor is 404", async () => {
    expect((await postJson(w, `${monitorUrl(PARTNER_MONITOR)}/inventory_survey`, { completed_sections: [], survey_response: [] })).statusCode).toBe(404);
    expect((await getAs(w, `${monitorUrl(PARTNER_MONITOR)}/inventory_survey`)).statusCode).toBe(404);
  });
});

describe('/app/monitors/{id}/device_inventory', () => {
  const kitchen = (count: number, details: { make: string; model: string }[] = []) => ({
    categories: [{ id: 'kitchen', other: '  Bread maker ', sections: [{ id: 'cold', devices: [{ id: 'Fridge', count, details }] }] }],
  });

  test('GET: every category with its sections, a none option, nothing counted yet', async () => {
    const inv = (await getAs(w, inventoryUrl)).json() as WireDeviceInventory;
    expect(inv.categories.map((c) => c.id)).toEqual(['heating_cooling', 'kitchen', 'laundry', 'water', 'electronics', 'outdoor']);
    const k = inv.categories[1]!;
    expect(k).toMatchObject({ title: 'Kitchen', none_option: { selected: false, shown: true, title: 'I have none of these' }, other: '' });
    expect(k.sections.map((s) => s.title)).toEqual(['Cooking', 'Fridges and freezers', 'Cleaning']);
    expect(k.sections[1]!.devices[0]).toEqual({ id: 'Fridge', name: 'Fridge', icon: 'fridge', count: 0, details: [] });
    expect(inv.categories.find((c) => c.id === 'electronics')!.none_option.shown).toBe(false);
  });

  test('POST: counts up to 9, detail rows trimmed to the count, texts trimmed', async () => {
    const rows = [1, 2, 3].map((n) => ({ make: ` Make ${n} `, model: `M${n}` }));
    const res = await postJson(w, inventoryUrl, kitchen(2, rows));
    expect(res.statusCode).toBe(200);
    const inv = res.json() as WireDeviceInventory;
    const k = inv.categories.find((c) => c.id === 'kitchen')!;
    expect(k.other).toBe('Bread maker');
    expect(k.sections[1]!.devices[0]).toMatchObject({ count: 2, details: [{ make: 'Make 1', model: 'M1' }, { make: 'Make 2', model: 'M2' }] });
    expect(inv.updated_at).toEqual(expect.any(String));
    const nine = (await postJson(w, inventoryUrl, kitchen(9))).json() as WireDeviceInventory;
    expect(nine.categories.find((c) => c.id === 'kitchen')!.sections[1]!.devices[0]!.count).toBe(9);
  });

  test('POST: a none option alone, and categories left out keep what they hold', async () => {
    const res = await postJson(w, inventoryUrl, { categories: [{ id: 'outdoor', none_option: { selected: true }, sections: [] }] });
    const inv = res.json() as WireDeviceInventory;
    expect(inv.categories.find((c) => c.id === 'outdoor')!.none_option.selected).toBe(true);
    expect(inv.categories.find((c) => c.id === 'kitchen')!.sections[1]!.devices[0]!.count).toBe(9);
  });

  describe('bad input is a 400 and nothing is written', () => {
    it.each([
      ['a count of 10', kitchen(10), 'A count must be a whole number from 0 to 9'],
      ['a count of 1.5', kitchen(1.5), 'A count must be a whole number from 0 to 9'],
      ['an unknown category', { categories: [{ id: 'garden', sections: [] }] }, 'There is no inventory category garden'],
      ['an unknown device', { categories: [{ id: 'kitchen', sections: [{ id: 'cold', devices: [{ id: 'Toaster', count: 1 }] }] }] }, 'There is no device Toaster in that section'],
      ['a make of 65 characters', kitchen(1, [{ make: 'x'.repeat(65), model: '' }]), 'A make or model can be at most 64 characters'],
      ['none with a counted device', { categories: [{ id: 'kitchen', none_option: { selected: true }, sections: [{ id: 'cold', devices: [{ id: 'Fridge', count: 1 }] }] }] }, 'Choose I have none of these only when no device of the category is counted'],
      ['none where it is not offered', { categories: [{ id: 'electronics', none_option: { selected: true }, sections: [] }] }, 'The category electronics has no none option'],
    ])('%s', async (_what, body, reason) => {
      const rows = homeRows(w);
      const res = await postJson(w, inventoryUrl, body);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ status: 'error', error_reason: reason });
      expect(homeRows(w)).toEqual(rows);
    });
  });
});

describe('/app/monitors/{id}/solar_specs', () => {
  test("GET: the monitor's own system until the user saves specs", async () => {
    const s = (await getAs(w, specsUrl)).json() as WireSolarSpecs;
    expect(s.user_set).toBe(false);
    expect(s.system_rating).toBeGreaterThanOrEqual(6);
    expect(s.panel_rating).toBe(400);
    expect(s.panel_count).toBe(Math.round((s.system_rating * 1000) / 400));
    const none = (await getAs(w, `${monitorUrl(PARTNER_MONITOR)}/solar_specs`, w.partner)).json() as WireSolarSpecs;
    expect(none).toEqual({ system_rating: 0, panel_count: 0, panel_rating: 0, user_set: false });
  });

  test('POST saves, a partial update keeps the rest; below 0 is a 400 and nothing is written', async () => {
    const s = (await postJson(w, specsUrl, { system_rating: 7.2, panel_count: 18, panel_rating: 400 })).json() as WireSolarSpecs;
    expect(s).toEqual({ system_rating: 7.2, panel_count: 18, panel_rating: 400, user_set: true });
    expect(((await postJson(w, specsUrl, { panel_count: 20 })).json() as WireSolarSpecs).system_rating).toBe(7.2);
    for (const [body, reason] of [
      [{ system_rating: -1 }, 'The system rating must be from 0 to 1,000 kW'],
      [{ panel_count: 2.5 }, 'The panel count must be a whole number from 0 to 10,000'],
      [{ panel_rating: -0.1 }, 'The panel rating must be from 0 to 2,000 W'],
    ] as const) {
      const rows = homeRows(w);
      const res = await postJson(w, specsUrl, body);
      expect(res.json()).toEqual({ status: 'error', error_reason: reason });
      expect(homeRows(w)).toEqual(rows);
    }
  });
});
