import * as yup from 'yup';
import type { IntlShape } from 'react-intl';
import { DEFAULT_TIME_UNIT, rangeProblem } from '../exportRules';
import { exportMessages as m } from '../messages';
import type { ExportTimeUnit } from '../types';

export type ExportMode = 'screen' | 'custom';

export interface ExportValues {
  mode: ExportMode;
  /** Local dates 'YYYY-MM-DD', both included. */
  start: string;
  end: string;
  interval: ExportTimeUnit;
}

export const initialExportValues = (range: { start: string; end: string }, mode: ExportMode = 'screen'): ExportValues => ({
  mode,
  start: range.start,
  end: range.end,
  interval: DEFAULT_TIME_UNIT,
});

/**
 * The export form's rules (spec §5 "Export date range": at least 7 days, at most a year): only a
 * chosen range is checked; "what you are viewing" is one period of the viewer as it is.
 */
export function createExportSchema(intl: IntlShape, today: string) {
  const custom = (schema: yup.StringSchema) => schema.when('mode', { is: 'custom', then: (s) => s, otherwise: () => yup.string() });
  return yup.object({
    mode: yup.string<ExportMode>().oneOf(['screen', 'custom']).required(),
    interval: yup.string<ExportTimeUnit>().oneOf(['HOUR', 'DAY']).required(),
    start: custom(
      yup
        .string()
        .required(intl.formatMessage(m.startRequired))
        .test('not-future', intl.formatMessage(m.future), (v) => !v || v <= today),
    ),
    end: custom(
      yup
        .string()
        .required(intl.formatMessage(m.endRequired))
        .test('range', '', function check(end) {
          const start = (this.parent as ExportValues).start;
          if (!start || !end) return true;
          const problem = rangeProblem(start, end);
          return problem === null ? true : this.createError({ message: intl.formatMessage(problem === 'tooShort' ? m.tooShort : m.tooLong) });
        }),
    ),
  });
}
