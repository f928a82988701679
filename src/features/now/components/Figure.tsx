import type { ReactNode } from 'react';
import LiveNumber from './LiveNumber';
import styles from './Figure.module.css';

interface Props {
  value: number | null;
  unit?: ReactNode;
  digits?: number;
  fractionDigits?: number;
  size?: 'md' | 'lg' | 'xl';
  /** For browser journeys (e.g. 'live-usage-watts'). */
  testId?: string;
}

/** A big live figure with its unit, e.g. "1,234 W". */
export default function Figure({ value, unit, digits, fractionDigits, size = 'lg', testId }: Props) {
  return (
    <p className={`${styles.figure} ${styles[size]}`} data-testid={testId}>
      <LiveNumber value={value} digits={digits} fractionDigits={fractionDigits} />
      {unit ? <span className={styles.unit}>{unit}</span> : null}
    </p>
  );
}
