import { useId } from 'react';
import { useIntl } from 'react-intl';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { selectMonitorTimeZone } from '../../../app/session/sessionSelectors';
import { Button } from '../../../common/Button';
import DeviceIcon from '../../../common/icons/DeviceIcon';
import { clockTime } from '../charts/slotTimes';
import { selectEvCommand } from '../evChargerSelectors';
import { chargeRequested } from '../evChargerSlice';
import { statusMessages as m } from '../messages';
import type { WireEvStatus } from '../types';
import styles from './StatusCard.module.css';

/**
 * The charger now (spec §2): watts and the description; Stop charging while Charging, Start
 * charging when Connected (plugged in), no button otherwise.
 */
export default function StatusCard({ status }: { status: WireEvStatus }) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const titleId = useId();
  const command = useAppSelector(selectEvCommand);
  const timeZone = useAppSelector(selectMonitorTimeZone) ?? undefined;
  const pending = command.status === 'pending';
  const state = status.charge_status;
  const action = state === 'Charging' ? 'stop' : state === 'Connected' ? 'start' : null;

  return (
    <section className={styles.card} aria-labelledby={titleId} data-testid="ev-status-card" data-status={state}>
      <div className={styles.head}>
        <h2 id={titleId} className={styles.title}>
          {intl.formatMessage(m.title)}
        </h2>
        <span className={styles.pill} data-status={state}>
          <span className={styles.pillDot} aria-hidden="true" />
          {intl.formatMessage(m.label[state])}
        </span>
      </div>
      <div className={styles.body}>
        <span className={styles.icon} aria-hidden="true">
          <DeviceIcon type="ElectricVehicle" size={32} />
        </span>
        <div className={styles.reading}>
          <span className={styles.figureLabel}>{intl.formatMessage(m.power)}</span>
          <span className={styles.figure} data-testid="ev-watts">
            {intl.formatNumber(status.wattage)}
            <span className={styles.unit}> W</span>
          </span>
          <p className={styles.description} data-testid="ev-description">
            {status.description}
          </p>
        </div>
        {action ? (
          <Button
            className={styles.action}
            variant={action === 'stop' ? 'secondary' : 'primary'}
            pending={pending}
            onClick={() => dispatch(chargeRequested({ action }))}
          >
            {intl.formatMessage(action === 'stop' ? m.stop : m.start)}
          </Button>
        ) : null}
      </div>
      <p className={styles.updated}>
        {intl.formatMessage(m.updated)} {clockTime(intl, Date.parse(status.as_of), timeZone)}
      </p>
    </section>
  );
}
