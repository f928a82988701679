import { useIntl } from 'react-intl';
import styles from './LiveNumber.module.css';

/** Tabular digits are 1ch wide; a group separator or decimal point about 0.35ch. */
function reservedWidth(digits: number, fractionDigits: number): string {
  const separators = Math.floor((digits - 1) / 3) + (fractionDigits > 0 ? 1 : 0);
  return `${digits + fractionDigits + separators * 0.35}ch`;
}

interface Props {
  value: number | null;
  /** Width reserved for this many integer digits (with separators), so a changing figure never moves the layout; 0 reserves none. */
  digits?: number;
  fractionDigits?: number;
  className?: string;
}

/**
 * A live figure in tabular digits and a reserved width. It shows the frame's own value, never a
 * tween between two frames, so every card agrees with the power-flow diagram drawn from the same frame.
 */
export default function LiveNumber({ value, digits = 4, fractionDigits = 0, className }: Props) {
  const intl = useIntl();
  return (
    <span className={`${styles.number} ${className ?? ''}`} style={digits > 0 ? { minWidth: reservedWidth(digits, fractionDigits) } : undefined}>
      {value === null ? '–' : intl.formatNumber(value, { maximumFractionDigits: fractionDigits, minimumFractionDigits: fractionDigits })}
    </span>
  );
}
