import { useId } from 'react';
import { useField } from 'formik';
import { Toggle } from '../../../common/Toggle';
import styles from './settings.module.css';

/** An on/off setting: its label and hint, the switch at the end (role="switch", named by the label). */
export default function SwitchField({ name, label, hint }: { name: string; label: string; hint?: string }) {
  const id = useId();
  const [field, , helpers] = useField<boolean>(name);
  return (
    <div className={styles.switchRow}>
      <span className={styles.switchText}>
        <span id={`${id}-label`} className={styles.switchLabel}>
          {label}
        </span>
        {hint ? (
          <span id={`${id}-hint`} className={styles.hint}>
            {hint}
          </span>
        ) : null}
      </span>
      <Toggle checked={field.value} onChange={(v) => void helpers.setValue(v)} labelledBy={`${id}-label`} />
    </div>
  );
}
