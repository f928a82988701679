import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { Button } from '../../../common/Button';
import { Spinner } from '../../../common/Loader';
import { selectBattery } from '../homeSettingsSelectors';
import { batteryRequested } from '../homeSettingsSlice';
import { batteryMessages as m, pageMessages } from '../messages';
import styles from './settings.module.css';

/** The battery section of the solar page: what the monitor sees of the home's battery. */
export default function BatterySection() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const battery = useAppSelector(selectBattery);
  useEffect(() => {
    dispatch(batteryRequested());
  }, [dispatch]);
  const b = battery.data;
  const kwh = (v: number) => intl.formatMessage(m.kwh, { value: intl.formatNumber(v, { maximumFractionDigits: 1 }) });
  const kw = (w: number) => intl.formatMessage(m.kw, { value: intl.formatNumber(w / 1000, { maximumFractionDigits: 1 }) });
  const pct = (v: number) => intl.formatNumber(v / 100, { style: 'percent', maximumFractionDigits: 0 });
  return (
    <section className={styles.section} aria-labelledby="battery-title" data-testid="battery-section">
      <h2 id="battery-title" className={styles.sectionTitle}>
        {intl.formatMessage(m.title)}
      </h2>
      <p className={styles.hint}>{intl.formatMessage(m.intro)}</p>
      {battery.status === 'failed' ? (
        <div className={styles.toolbar} role="alert">
          <p className={styles.hint}>{intl.formatMessage(m.loadFailed, { reason: battery.error ?? '' })}</p>
          <Button variant="secondary" onClick={() => dispatch(batteryRequested())}>
            {intl.formatMessage(pageMessages.retry)}
          </Button>
        </div>
      ) : !b ? (
        <p className={styles.hint} role="status">
          <Spinner /> {intl.formatMessage(m.loading)}
        </p>
      ) : (
        <dl className={styles.facts}>
          {typeof b.capacity_kwh === 'number' ? (
            <div className={styles.fact}>
              <dt>{intl.formatMessage(m.capacity)}</dt>
              <dd>{kwh(b.capacity_kwh)}</dd>
            </div>
          ) : null}
          {typeof b.max_power_w === 'number' ? (
            <div className={styles.fact}>
              <dt>{intl.formatMessage(m.maxPower)}</dt>
              <dd>{kw(b.max_power_w)}</dd>
            </div>
          ) : null}
          {typeof b.reserve_pct === 'number' ? (
            <div className={styles.fact}>
              <dt>{intl.formatMessage(m.reserve)}</dt>
              <dd>{pct(b.reserve_pct)}</dd>
            </div>
          ) : null}
          {typeof b.battery_pct === 'number' ? (
            <div className={styles.fact}>
              <dt>{intl.formatMessage(m.charge)}</dt>
              <dd>
                {pct(b.battery_pct)}
                {b.charge_state ? <span className={styles.hint}> · {intl.formatMessage(m[b.charge_state])}</span> : null}
              </dd>
            </div>
          ) : null}
        </dl>
      )}
    </section>
  );
}
