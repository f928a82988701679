import { useId } from 'react';
import { useIntl } from 'react-intl';
import { useAppSelector } from '../../../app/hooks';
import { useProductValues } from '../../../theme/useProductName';
import { selectFuelMixRows } from '../evChargerSelectors';
import { activityMessages, fuelMixMessages as m } from '../messages';
import type { WireEvStatus } from '../types';
import styles from './FuelMixCard.module.css';

/**
 * Where the electricity came from (spec §2): a row per fuel at 1 % or more, with its share and
 * carbon; '{product} is having trouble loading fuel mix' when the grid publishes none.
 */
export default function FuelMixCard({ status }: { status: WireEvStatus }) {
  const intl = useIntl();
  const titleId = useId();
  const product = useProductValues();
  const rows = useAppSelector(selectFuelMixRows);
  const lbs = (value: number) => intl.formatMessage(activityMessages.lbsPerKwh, { value: intl.formatNumber(value, { maximumFractionDigits: 2 }) });

  return (
    <section className={styles.card} aria-labelledby={titleId} data-testid="ev-fuel-mix">
      <div>
        <h2 id={titleId} className={styles.title}>
          {intl.formatMessage(m.title)}
        </h2>
        {rows ? <p className={styles.basis}>{intl.formatMessage(status.fuel_mix_basis === 'charging' ? m.basisCharging : m.basisNow)}</p> : null}
      </div>
      {rows ? (
        <>
          <table className={styles.table}>
            <thead className="kw-visually-hidden">
              <tr>
                <th scope="col">{intl.formatMessage(m.fuelColumn)}</th>
                <th scope="col">{intl.formatMessage(m.share)}</th>
                <th scope="col">{intl.formatMessage(m.impact)}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.fuel} data-fuel={row.fuel}>
                  <th scope="row" className={styles.fuel}>
                    <span className={styles.name}>{intl.formatMessage(m.fuel[row.fuel])}</span>
                    <span className={styles.track} aria-hidden="true">
                      <span className={styles.fill} style={{ width: `${Math.min(100, row.percent)}%` }} data-clean={row.impact_lbs_per_kwh === 0 || undefined} />
                    </span>
                  </th>
                  <td className={styles.percent}>{intl.formatNumber(row.percent / 100, { style: 'percent', maximumFractionDigits: 1 })}</td>
                  <td className={styles.impact}>{lbs(row.impact_lbs_per_kwh)}</td>
                </tr>
              ))}
            </tbody>
          </table>
          {status.carbon_intensity !== null ? (
            <p className={styles.now}>
              {intl.formatMessage(m.intensityNow, { value: lbs(status.carbon_intensity), b: (chunks) => <strong key="value">{chunks}</strong> })}
            </p>
          ) : null}
        </>
      ) : (
        <p className={styles.missing} role="status">
          {intl.formatMessage(m.missing, product)}
        </p>
      )}
    </section>
  );
}
