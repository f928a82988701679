import { useId } from 'react';
import { useIntl } from 'react-intl';
import { viewerMessages as m } from '../messages';
import styles from './DevicePicker.module.css';

export interface DeviceOption {
  id: string;
  name: string;
}

/** Whole home, or one device of the period (its usage, cost and export). */
export default function DevicePicker({ devices, selected, onChoose }: { devices: DeviceOption[]; selected: string | null; onChoose: (id: string | null) => void }) {
  const intl = useIntl();
  const id = useId();
  const known = selected === null || devices.some((d) => d.id === selected);
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {intl.formatMessage(m.deviceLabel)}
      </label>
      <select id={id} className={styles.select} value={selected ?? ''} onChange={(e) => onChoose(e.target.value || null)} data-testid="trends-device">
        <option value="">{intl.formatMessage(m.wholeHome)}</option>
        {known ? null : <option value={selected ?? ''}>{selected}</option>}
        {devices.map((d) => (
          <option key={d.id} value={d.id}>
            {d.name}
          </option>
        ))}
      </select>
    </div>
  );
}
