import { useRef, type KeyboardEvent } from 'react';
import { useIntl } from 'react-intl';
import { unitMessages as m, viewerMessages } from '../messages';
import type { TrendUnit } from '../types';
import styles from './IntervalTabs.module.css';

export interface IntervalTabsProps {
  units: TrendUnit[];
  selected: TrendUnit | null;
  /** The id of the panel the tabs control (the carousel). */
  panelId: string;
  onChoose: (unit: TrendUnit) => void;
}

/**
 * The interval tabs (spec §2): DAY, WEEK, MONTH, YEAR and BILL, as offered. A tab list: arrow keys,
 * Home and End move between the tabs and choose (automatic activation; the reload is debounced).
 */
export default function IntervalTabs({ units, selected, panelId, onChoose }: IntervalTabsProps) {
  const intl = useIntl();
  const refs = useRef<Record<string, HTMLButtonElement | null>>({});
  const focusable = selected && units.includes(selected) ? selected : units[0];

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const at = units.indexOf(selected ?? units[0]!);
    const next =
      event.key === 'ArrowRight' ? units[(at + 1) % units.length]
      : event.key === 'ArrowLeft' ? units[(at - 1 + units.length) % units.length]
      : event.key === 'Home' ? units[0]
      : event.key === 'End' ? units[units.length - 1]
      : undefined;
    if (!next) return;
    event.preventDefault();
    refs.current[next]?.focus();
    onChoose(next);
  };

  return (
    <div className={styles.tabs} role="tablist" aria-label={intl.formatMessage(viewerMessages.tabsLabel)} onKeyDown={onKeyDown}>
      {units.map((unit) => (
        <button
          key={unit}
          ref={(el) => {
            refs.current[unit] = el;
          }}
          id={`${panelId}-tab-${unit}`}
          type="button"
          role="tab"
          className={styles.tab}
          aria-selected={unit === selected}
          aria-controls={panelId}
          tabIndex={unit === focusable ? 0 : -1}
          title={unit === 'BILL' ? intl.formatMessage(m.billHint) : undefined}
          onClick={() => onChoose(unit)}
        >
          {intl.formatMessage(m[unit])}
        </button>
      ))}
    </div>
  );
}
