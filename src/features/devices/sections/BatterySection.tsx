import { useIntl } from 'react-intl';
import { useAppSelector } from '../../../app/hooks';
import type { WireBatteryInfo } from '../../../api/wire/devices';
import BatteryGauge from '../../../common/BatteryGauge';
import Section from '../components/Section';
import { selectBatteryFlowW, selectBatteryPct, selectChargeState, selectTimeToEmpty } from '../devicesSelectors';
import { formatDuration, formatKwh, formatWatts } from '../format';
import messages, { CHARGE_STATE_TEXT } from '../messages';
import styles from './sections.module.css';

/**
 * The battery's page: its charge and state now (the feed's figures, else those the page was given),
 * the power flowing in or out, what it holds and keeps for backup, and today's energy in and out.
 */
export default function BatterySection({ battery }: { battery: WireBatteryInfo }) {
  const intl = useIntl();
  const livePct = useAppSelector(selectBatteryPct);
  const liveState = useAppSelector(selectChargeState);
  const liveW = useAppSelector(selectBatteryFlowW);
  const liveToEmpty = useAppSelector(selectTimeToEmpty);
  const pct = livePct ?? (typeof battery.battery_pct === 'number' ? Math.round(battery.battery_pct) : null);
  const state = liveState ?? battery.charge_state ?? null;
  const watts = liveW ?? (typeof battery.battery_w === 'number' ? Math.abs(battery.battery_w) : null);
  const toEmpty = liveToEmpty ?? battery.time_to_empty ?? null;
  return (
    <Section title={intl.formatMessage(messages.batteryTitle)} testId="section-battery">
      <div className={styles.batteryNow}>
        {pct !== null ? <BatteryGauge pct={pct} charging={state === 'Charging'} /> : null}
        <div className={styles.batteryNowText}>
          <span className={styles.batteryPct}>{pct === null ? '–' : intl.formatMessage(messages.percent, { pct })}</span>
          <span className={styles.batteryState} data-testid="battery-state">
            {[state ? intl.formatMessage(CHARGE_STATE_TEXT[state]) : null, state === 'Charging' || state === 'Discharging' ? (watts === null ? null : formatWatts(intl, watts)) : null]
              .filter(Boolean)
              .join(' · ')}
          </span>
          {state === 'Discharging' && toEmpty !== null ? (
            <span className={styles.muted}>{intl.formatMessage(messages.batteryToEmpty, { duration: formatDuration(intl, toEmpty * 60) })}</span>
          ) : null}
        </div>
      </div>
      <dl className={styles.stats}>
        {typeof battery.capacity_kwh === 'number' ? (
          <div className={styles.stat}>
            <dt>{intl.formatMessage(messages.batteryCapacity)}</dt>
            <dd>{formatKwh(intl, battery.capacity_kwh)}</dd>
          </div>
        ) : null}
        {typeof battery.reserve_pct === 'number' ? (
          <div className={styles.stat}>
            <dt>{intl.formatMessage(messages.batteryReserve)}</dt>
            <dd>{intl.formatMessage(messages.percent, { pct: battery.reserve_pct })}</dd>
          </div>
        ) : null}
        {typeof battery.max_power_w === 'number' ? (
          <div className={styles.stat}>
            <dt>{intl.formatMessage(messages.batteryMaxPower)}</dt>
            <dd>{formatWatts(intl, battery.max_power_w)}</dd>
          </div>
        ) : null}
        {typeof battery.today_charged_kwh === 'number' ? (
          <div className={styles.stat}>
            <dt>{intl.formatMessage(messages.batteryChargedToday)}</dt>
            <dd>{formatKwh(intl, battery.today_charged_kwh)}</dd>
          </div>
        ) : null}
        {typeof battery.today_discharged_kwh === 'number' ? (
          <div className={styles.stat}>
            <dt>{intl.formatMessage(messages.batteryDischargedToday)}</dt>
            <dd>{formatKwh(intl, battery.today_discharged_kwh)}</dd>
          </div>
        ) : null}
      </dl>
    </Section>
  );
}
