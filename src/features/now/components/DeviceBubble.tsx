import { memo, type CSSProperties } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { useAppSelector } from '../../../app/hooks';
import messages from '../messages';
import { selectDeviceIcon, selectDeviceName, selectDeviceState, selectDeviceW } from '../nowSelectors';
import DeviceIcon from '../../../common/icons/DeviceIcon';
import LiveNumber from './LiveNumber';
import styles from './DeviceBubble.module.css';

/** Circle area grows with watts: scale by sqrt(w), from 0.42 (a few watts) to 1 at 4 kW. */
export function bubbleScale(watts: number): number {
  const k = Math.min(1, Math.sqrt(Math.max(0, watts)) / Math.sqrt(4000));
  return Math.round((0.42 + 0.58 * k) * 100) / 100;
}

/**
 * One device that is on: a circle sized by its watts, its icon, name and watts; links to the device.
 * Its accessible name is its visible text, "Fridge 126 W[ · Idle]", tweened figure included, so
 * the two always agree (the space between name and watts, which the column does not draw, keeps
 * the words apart).
 */
function DeviceBubble({ id }: { id: string }) {
  const intl = useIntl();
  const name = useAppSelector((s) => selectDeviceName(s, id));
  const icon = useAppSelector((s) => selectDeviceIcon(s, id));
  const watts = useAppSelector((s) => selectDeviceW(s, id));
  const state = useAppSelector((s) => selectDeviceState(s, id));
  const idle = state === 'Idle';
  return (
    <li className={styles.item}>
      <Link
        to={`/devices/${encodeURIComponent(id)}`}
        className={styles.link}
      >
        <span className={styles.stage} aria-hidden="true">
          <span className={`${styles.circle} ${idle ? styles.idle : ''}`} style={{ '--scale': bubbleScale(watts) } as CSSProperties}>
            <DeviceIcon icon={icon} className={styles.icon} />
          </span>
        </span>
        <span className={styles.name}>{name}</span>{' '}
        <span className={styles.watts}>
          <LiveNumber value={watts} digits={0} /> W{idle ? ` · ${intl.formatMessage(messages.bubbleIdle)}` : ''}
        </span>
      </Link>
    </li>
  );
}

export default memo(DeviceBubble);
