import { FormattedMessage, useIntl } from 'react-intl';
import { useAppSelector } from '../../../app/hooks';
import { formatDurationMinutes } from '../format';
import messages from '../messages';
import { selectBatteryExpected, selectBatteryPct, selectBatteryWatts, selectChargeState, selectTimeToEmpty } from '../nowSelectors';
import BatteryGauge from '../../../common/BatteryGauge';
import Caption from './Caption';
import Card from './Card';
import Figure from './Figure';
import LiveNumber from './LiveNumber';
import styles from './BatteryCard.module.css';

const STATE_MESSAGES = {
  Charging: messages.batteryCharging,
  Discharging: messages.batteryDischarging,
  Idle: messages.batteryIdle,
  Full: messages.batteryFull,
  Empty: messages.batteryEmpty,
} as const;

/** Battery: charge %, charging or discharging watts, charge state, time to empty. */
export default function BatteryCard() {
  const intl = useIntl();
  const pct = useAppSelector(selectBatteryPct);
  const watts = useAppSelector(selectBatteryWatts);
  const chargeState = useAppSelector(selectChargeState);
  const toEmpty = useAppSelector(selectTimeToEmpty);
  const expected = useAppSelector(selectBatteryExpected);
  if (pct === null) return expected ? <Card title={<FormattedMessage {...messages.batteryTitle} />} accent="battery" loading /> : null;
  const state = chargeState ?? (watts === null || watts === 0 ? 'Idle' : watts > 0 ? 'Discharging' : 'Charging');
  const flowing = state === 'Charging' || state === 'Discharging';
  return (
    <Card title={<FormattedMessage {...messages.batteryTitle} />} accent="battery">
      <div className={styles.row}>
        <BatteryGauge pct={pct} charging={state === 'Charging'} />
        <Figure value={pct} unit="%" digits={3} />
      </div>
      <Caption tone="battery">
        <FormattedMessage {...STATE_MESSAGES[state]} />
        {flowing && watts !== null ? (
          <>
            {' · '}
            <LiveNumber value={Math.abs(watts)} digits={0} /> <FormattedMessage {...messages.watts} />
          </>
        ) : null}
      </Caption>
      {state === 'Discharging' && toEmpty !== null ? (
        <Caption>{intl.formatMessage(messages.batteryTimeToEmpty, { duration: formatDurationMinutes(intl, toEmpty) })}</Caption>
      ) : null}
    </Card>
  );
}
