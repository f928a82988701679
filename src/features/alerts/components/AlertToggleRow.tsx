import { useId } from 'react';
import { Toggle } from '../../../common/Toggle';
import styles from './AlertRow.module.css';

export interface AlertToggleRowProps {
  label: string;
  checked: boolean;
  /** The toggle differs from what is saved. */
  unsaved: boolean;
  unsavedLabel: string;
  onChange: (checked: boolean) => void;
}

/** A basic or relay alert: its label, and a switch aligned right. */
export default function AlertToggleRow({ label, checked, unsaved, unsavedLabel, onChange }: AlertToggleRowProps) {
  const labelId = useId();
  return (
    <li className={styles.row}>
      <span className={styles.text}>
        <span id={labelId} className={styles.label}>
          {label}
        </span>
        {unsaved ? <span className={styles.badge}>{unsavedLabel}</span> : null}
      </span>
      <Toggle checked={checked} onChange={onChange} labelledBy={labelId} />
    </li>
  );
}
