import { useIntl } from 'react-intl';
import { formatCents, formatKwh, formatStepLong } from '../format';
import { chartMessages as m, statMessages } from '../messages';
import type { TrendUnit } from '../types';
import { stepInstant, stepKindOf, type FrameFigures } from './chartMath';
import styles from './FrameTable.module.css';

export interface FrameTableProps {
  figures: FrameFigures;
  steps: number;
  unit: TrendUnit;
  startMs: number;
  timeZone: string;
  /** The period's name, for the caption. */
  period: string;
  /** False when the home hides costs: energy columns only. */
  showCost?: boolean;
}

/** The chart's data as a table: each step's usage and cost (and solar production and its value); energy only when costs are hidden. */
export default function FrameTable({ figures, steps, unit, startMs, timeZone, period, showCost = true }: FrameTableProps) {
  const intl = useIntl();
  const kind = stepKindOf(unit);
  const { usage, production } = figures;
  const caption = intl.formatMessage(m.tableCaption, { period });
  return (
    <div className={styles.wrap} tabIndex={0} role="region" aria-label={caption} data-testid="trends-table" data-own-arrows="">
      <table className={styles.table}>
        <caption className="kw-visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{intl.formatMessage(m.tableTime)}</th>
            {usage ? <th scope="col">{intl.formatMessage(statMessages.usage)}</th> : null}
            {usage && showCost ? <th scope="col">{intl.formatMessage(statMessages.cost)}</th> : null}
            {production ? <th scope="col">{intl.formatMessage(statMessages.production)}</th> : null}
            {production && showCost ? <th scope="col">{intl.formatMessage(statMessages.productionValue)}</th> : null}
          </tr>
        </thead>
        <tbody>
          {Array.from({ length: steps }, (_, i) => (
            <tr key={i}>
              <th scope="row">{formatStepLong(intl, kind, stepInstant(unit, startMs, i), timeZone)}</th>
              {usage ? <td>{formatKwh(intl, usage.kwh[i] ?? 0)}</td> : null}
              {usage && showCost ? <td>{formatCents(intl, usage.costs[i] ?? 0)}</td> : null}
              {production ? <td>{formatKwh(intl, production.kwh[i] ?? 0)}</td> : null}
              {production && showCost ? <td>{formatCents(intl, production.costs[i] ?? 0)}</td> : null}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
