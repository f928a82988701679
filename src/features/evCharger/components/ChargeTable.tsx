import { useIntl } from 'react-intl';
import { slotRange } from '../charts/slotTimes';
import { activityMessages as m } from '../messages';
import styles from './ChargeActivityCard.module.css';

/** The graph as data: every quarter-hour with its charging power and the grid's carbon intensity. */
export default function ChargeTable({ watts, carbon, startMs, timeZone, zone }: { watts: readonly number[]; carbon: readonly number[] | null; startMs: number; timeZone?: string; zone: string }) {
  const intl = useIntl();
  const caption = intl.formatMessage(m.tableCaption, { zone });
  return (
    <div className={styles.tableWrap} tabIndex={0} role="region" aria-label={caption} data-testid="ev-charge-table">
      <table className={styles.table}>
        <caption className="kw-visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{intl.formatMessage(m.tableTime)}</th>
            <th scope="col">{intl.formatMessage(m.tablePower)}</th>
            {carbon ? <th scope="col">{intl.formatMessage(m.tableCarbon)}</th> : null}
          </tr>
        </thead>
        <tbody>
          {watts.map((w, i) => {
            const { from, to } = slotRange(intl, startMs, i, timeZone);
            return (
              <tr key={i} data-charging={w > 0 || undefined}>
                <th scope="row">{`${from} – ${to}`}</th>
                <td>{`${intl.formatNumber(w / 1000, { minimumFractionDigits: 1, maximumFractionDigits: 1 })} kW`}</td>
                {carbon ? <td>{intl.formatMessage(m.lbsPerKwh, { value: intl.formatNumber(carbon[i] ?? 0, { maximumFractionDigits: 2 }) })}</td> : null}
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
