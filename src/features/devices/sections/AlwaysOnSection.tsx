import { useCallback, useState } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import type { WireAlwaysOn } from '../../../api/wire/devices';
import Section from '../components/Section';
import { formatStandbyWatts, formatWatts } from '../format';
import DeviceIcon from '../../../common/icons/DeviceIcon';
import { Button } from '../../../common/Button';
import AlwaysOnDeviceDialog from '../settings/AlwaysOnDeviceDialog';
import messages, { alwaysOnDeviceMessages } from '../messages';
import styles from './sections.module.css';

const SUBLABEL = { sensor: messages.alwaysOnSensor, smart_plug: messages.alwaysOnSmartPlug, user: alwaysOnDeviceMessages.addedByYou } as const;

/**
 * The always-on breakdown: total, the unknown estimate, and each contributor (sensor, smart plug, or
 * a device the user added), with a way to add one.
 */
export default function AlwaysOnSection({ alwaysOn }: { alwaysOn: WireAlwaysOn }) {
  const intl = useIntl();
  const [adding, setAdding] = useState(false);
  const close = useCallback(() => setAdding(false), []);
  const rows = [...(alwaysOn.devices ?? [])].sort((a, b) => b.w - a.w);
  const add = (
    <Button variant="secondary" onClick={() => setAdding(true)}>
      {intl.formatMessage(alwaysOnDeviceMessages.add)}
    </Button>
  );
  return (
    <Section title={intl.formatMessage(messages.alwaysOnTitle)} testId="section-always-on" action={add}>
      {adding ? <AlwaysOnDeviceDialog onClose={close} /> : null}
      <div className={styles.total}>
        <span>{intl.formatMessage(messages.alwaysOnTotal)}</span>
        <span className={styles.totalValue} data-testid="always-on-total">{formatWatts(intl, alwaysOn.total_watts)}</span>
      </div>
      {alwaysOn.description ? <p className={styles.muted}>{alwaysOn.description}</p> : null}
      <ul className={styles.rows}>
        {rows.map((row) => (
          <li key={row.id}>
            <Link className={styles.row} to={`/always_on/${encodeURIComponent(row.id)}`}>
              <span className={styles.rowIcon}>
                <DeviceIcon icon={row.icon} size={18} />
              </span>
              <span className={styles.rowText}>
                <span className={styles.rowName}>{row.name}</span>
                {row.sublabel ? <span className={styles.rowSub}>{intl.formatMessage(SUBLABEL[row.sublabel])}</span> : null}
              </span>
              <span className={styles.rowValue}>{formatStandbyWatts(intl, row.w)}</span>
            </Link>
          </li>
        ))}
        <li className={styles.row}>
          <span className={styles.rowIcon}>
            <DeviceIcon icon="mystery" size={18} />
          </span>
          <span className={styles.rowText}>
            <span className={styles.rowName}>{intl.formatMessage(messages.alwaysOnUnknown)}</span>
            <span className={styles.rowSub}>{intl.formatMessage(messages.alwaysOnUnknownHint)}</span>
          </span>
          <span className={styles.rowValue}>{formatStandbyWatts(intl, alwaysOn.unknown_watts)}</span>
        </li>
      </ul>
      {rows.length === 0 ? <p className={styles.muted}>{intl.formatMessage(messages.alwaysOnEmpty)}</p> : null}
    </Section>
  );
}
