import type { FastifyInstance, FastifyRequest } from 'fastify';
import type {
  WireAttributeOptions, WireDeviceInventory, WireDeviceInventoryUpdate, WireElectricityCost, WireHomeAttributes,
  WireSolarSpecs, WireSolarSpecsUpdate, WireSurvey, WireSurveySubmission,
} from '../../../src/api/wire/home';
import type { AppContext } from '../context';
import { attributesOf, type MonitorRow } from '../db/monitors';
import { HttpError } from '../errors';
import { applyAttributesUpdate, homeAttributesOf, type AttributesBody, type StoredAttributes } from '../home/attributes';
import { checkInventory, EMPTY_INVENTORY, inventoryOf } from '../home/inventory';
import { electricityCosts, type Country } from '../home/locations';
import { attributeOptions } from '../home/options';
import { checkSolarSpecs, solarSpecsOf } from '../home/solarSpecs';
import { checkSubmission, isPartial, surveyDefinition, surveyDevices, surveyProgress } from '../home/survey';
import { requestLocale } from '../i18n';
import { MONITOR_NOT_FOUND } from '../auth/guard';
import { toMonitorProfile } from '../wire/monitorWire';
import { monitorOf } from './monitors';
import { anyQuery, monitorParams } from './schemas';

const nullableString = (maxLength: number) => ({ type: ['string', 'null'], maxLength }) as const;
const optionField = nullableString(64);
const num = { type: 'number' } as const;
const bool = { type: 'boolean' } as const;

const attributesBody = {
  type: 'object',
  properties: {
    name: { type: 'string', maxLength: 200 },
    postal_code: nullableString(32),
    home_type: optionField, home_type_key: optionField,
    home_size_type: optionField, home_size_type_key: optionField,
    year_built_type: optionField, year_built_type_key: optionField,
    number_of_occupants: optionField, number_of_occupants_key: optionField,
    basement_type: optionField, basement_type_key: optionField,
    occupancy_type: optionField, occupancy_type_key: optionField,
    cost: num,
    show_cost: bool,
    cycle_start: { type: ['number', 'null'] },
    sell_back_rate: num,
    to_grid_threshold: num,
    tou_enabled: bool,
    solar_tou_enabled: bool,
    panel: {
      type: 'object',
      required: ['panel_type', 'panel_slots'],
      properties: { panel_type: { type: 'string', maxLength: 16 }, panel_slots: num },
    },
    home_info_survey_progress: { type: 'string', enum: ['COMPLETED', 'PENDING'] },
  },
} as const;

const solarSpecsBody = { type: 'object', properties: { system_rating: num, panel_count: num, panel_rating: num } } as const;

const surveyBody = {
  type: 'object',
  required: ['completed_sections', 'survey_response'],
  properties: {
    completed_sections: { type: 'array', maxItems: 20, items: { type: 'integer' } },
    survey_response: {
      type: 'array',
      maxItems: 100,
      items: {
        type: 'object',
        required: ['question_id', 'answers'],
        properties: {
          question_id: { type: 'integer' },
          answers: {
            type: 'array',
            maxItems: 60,
            items: {
              type: 'object',
              required: ['answer_id'],
              properties: {
                answer_id: { type: 'integer' },
                value: num,
                attributes: {
                  type: 'array',
                  maxItems: 10,
                  default: [],
                  items: {
                    type: 'object',
                    required: ['answer_attribute_id', 'value'],
                    properties: { answer_attribute_id: { type: 'integer' }, value: {} },
                  },
                },
              },
            },
          },
        },
      },
    },
  },
} as const;

const detailRow = { type: 'object', required: ['make', 'model'], properties: { make: { type: 'string', maxLength: 500 }, model: { type: 'string', maxLength: 500 } } } as const;
const inventoryBody = {
  type: 'object',
  required: ['categories'],
  properties: {
    categories: {
      type: 'array',
      maxItems: 50,
      items: {
        type: 'object',
        required: ['id', 'sections'],
        properties: {
          id: { type: 'string', maxLength: 64 },
          none_option: { type: 'object', properties: { selected: bool } },
          other: { type: 'string', maxLength: 5000 },
          sections: {
            type: 'array',
            maxItems: 50,
            items: {
              type: 'object',
              required: ['id', 'devices'],
              properties: {
                id: { type: 'string', maxLength: 64 },
                devices: {
                  type: 'array',
                  maxItems: 100,
                  items: {
                    type: 'object',
                    required: ['id', 'count'],
                    properties: { id: { type: 'string', maxLength: 64 }, count: num, details: { type: 'array', maxItems: 100, items: detailRow } },
                  },
                },
              },
            },
          },
        },
      },
    },
  },
} as const;

const costQuery = { type: 'object', properties: { location: { type: 'string', maxLength: 16 } } } as const;
const LOCATIONS: Country[] = ['US', 'CA'];

const M = '/app/monitors/:monitorId';
const iso = (ms: number) => new Date(ms).toISOString();

/**
 * Home settings (spec account-settings-shell §3, §5, §7; wire types in src/api/wire/home.ts): the
 * options lists, the monitor's home attributes, the electricity cost per location, solar specs,
 * the device survey and the device inventory. Rules in server/src/home/; every write is checked
 * whole before anything is stored, then bumps the settings version (`settings-changed`: the feed's
 * data_change tells other tabs, and the feed takes the new rates at once).
 */
export function homeRoutes(api: FastifyInstance, ctx: AppContext): void {
  /** Writes inside one transaction with the settings version bump, then tells the feed. */
  const writeSettings = <T>(row: MonitorRow, write: () => T): T => {
    const { result, settingsVersion } = ctx.db.transaction(() => ({ result: write(), settingsVersion: ctx.repos.users.bumpSettingsVersion(row.user_id) }))();
    ctx.events.emit('settings-changed', { userId: row.user_id, settingsVersion });
    return result;
  };
  const storeAttributes = (row: MonitorRow, next: StoredAttributes) => {
    if (!ctx.repos.monitors.setAttributes(row.user_id, row.id, next)) throw new HttpError(404, MONITOR_NOT_FOUND);
  };
  /** The row as stored now (after a write). */
  const fresh = (row: MonitorRow): MonitorRow => {
    const again = ctx.repos.monitors.forUser(row.user_id, row.id);
    if (!again) throw new HttpError(404, MONITOR_NOT_FOUND);
    return again;
  };

  api.get('/app/monitors/attributes/options', { schema: { querystring: anyQuery } }, async (request): Promise<WireAttributeOptions> =>
    attributeOptions(requestLocale(request)),
  );

  api.get(`${M}/attributes`, { schema: { params: monitorParams, querystring: anyQuery } }, async (request): Promise<WireHomeAttributes> =>
    homeAttributesOf(monitorOf(request), requestLocale(request)),
  );

  api.post<{ Body: AttributesBody }>(`${M}/attributes`, { schema: { params: monitorParams, querystring: anyQuery, body: attributesBody } }, async (request): Promise<WireHomeAttributes> => {
    const row = monitorOf(request);
    const next = applyAttributesUpdate(attributesOf(row) as StoredAttributes, request.body ?? {});
    writeSettings(row, () => storeAttributes(row, next));
    return homeAttributesOf(fresh(row), requestLocale(request));
  });

  // dnesting's OpenAPI names the path with its typo (wire §3.11); both answer.
  for (const path of ['/app/electricity_cost', '/app/electricty_cost']) {
    api.get<{ Querystring: { location?: string } }>(path, { schema: { querystring: costQuery } }, async (request): Promise<WireElectricityCost[]> => {
      const location = (request.query.location ?? 'US').trim().toUpperCase();
      if (!LOCATIONS.includes(location as Country)) throw new HttpError(400, `Invalid query parameter 'location': must be one of ${LOCATIONS.join(', ')}`);
      return electricityCosts(requestLocale(request), location as Country);
    });
  }

  const specsOf = (row: MonitorRow): WireSolarSpecs => solarSpecsOf(toMonitorProfile(row), ctx.repos.home.solarSpecs(row.id));
  api.get(`${M}/solar_specs`, { schema: { params: monitorParams, querystring: anyQuery } }, async (request): Promise<WireSolarSpecs> => specsOf(monitorOf(request)));
  api.post<{ Body: WireSolarSpecsUpdate }>(`${M}/solar_specs`, { schema: { params: monitorParams, querystring: anyQuery, body: solarSpecsBody } }, async (request): Promise<WireSolarSpecs> => {
    const row = monitorOf(request);
    const next = checkSolarSpecs(request.body ?? {}, specsOf(row));
    writeSettings(row, () => ctx.repos.home.saveSolarSpecs(row.id, next, ctx.now()));
    return specsOf(row);
  });

  const surveyOf = (row: MonitorRow, request: FastifyRequest): WireSurvey => {
    const locale = requestLocale(request);
    const saved = ctx.repos.home.survey(row.id);
    const submission = saved?.submission ?? { completed_sections: [], survey_response: [] };
    return {
      ...surveyDefinition(locale),
      ...submission,
      progress: attributesOf(row).device_survey_progress,
      partial: isPartial(submission.survey_response),
      devices: surveyDevices(locale, submission.survey_response),
      updated_at: saved ? iso(saved.updatedAt) : null,
    };
  };
  api.get(`${M}/inventory_survey`, { schema: { params: monitorParams, querystring: anyQuery } }, async (request): Promise<WireSurvey> => surveyOf(monitorOf(request), request));
  api.post<{ Body: WireSurveySubmission }>(`${M}/inventory_survey`, { schema: { params: monitorParams, querystring: anyQuery, body: surveyBody } }, async (request): Promise<WireSurvey> => {
    const row = monitorOf(request);
    const submission = checkSubmission(request.body);
    const attributes = { ...(attributesOf(row) as StoredAttributes), device_survey_progress: surveyProgress(submission) };
    writeSettings(row, () => {
      ctx.repos.home.saveSurvey(row.id, submission, ctx.now());
      storeAttributes(row, attributes);
    });
    return surveyOf(fresh(row), request);
  });

  const inventoryAnswer = (row: MonitorRow, request: FastifyRequest): WireDeviceInventory => {
    const saved = ctx.repos.home.inventory(row.id);
    return inventoryOf(requestLocale(request), saved?.data ?? EMPTY_INVENTORY, saved ? iso(saved.updatedAt) : null);
  };
  api.get(`${M}/device_inventory`, { schema: { params: monitorParams, querystring: anyQuery } }, async (request): Promise<WireDeviceInventory> => inventoryAnswer(monitorOf(request), request));
  api.post<{ Body: WireDeviceInventoryUpdate }>(`${M}/device_inventory`, { schema: { params: monitorParams, querystring: anyQuery, body: inventoryBody } }, async (request): Promise<WireDeviceInventory> => {
    const row = monitorOf(request);
    const next = checkInventory(request.body, ctx.repos.home.inventory(row.id)?.data ?? EMPTY_INVENTORY);
    writeSettings(row, () => ctx.repos.home.saveInventory(row.id, next, ctx.now()));
    return inventoryAnswer(row, request);
  });
}
