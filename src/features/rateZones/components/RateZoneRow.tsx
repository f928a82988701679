import { useIntl } from 'react-intl';
import { Button } from '../../../common/Button';
import { useAppDispatch } from '../../../app/hooks';
import { rowMessages as m } from '../messages';
import { duplicateRequested, editorRequested } from '../rateZonesSlice';
import type { WireRateZone } from '../types';
import { addDays, daysOf } from '../zoneValues';
import { formatClockTime, formatDay, formatDays, multiplierOf } from './format';
import styles from './rateZones.module.css';

export interface RateZoneRowProps {
  zone: WireRateZone;
  /** The home's flat rate (¢/kWh), for the multiplier. */
  flat: number | null;
  /** This zone's duplicate is on its way (400 ms). */
  duplicating: boolean;
  /** Another duplicate is on its way or the editor is open. */
  busy: boolean;
  onDelete: () => void;
}

/** One zone: its name, rate, hours, days and dates (the last day shown, spec §5), and its actions. */
export default function RateZoneRow({ zone, flat, duplicating, busy, onDelete }: RateZoneRowProps) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const multiplier = multiplierOf(zone.cost, flat);
  const hours = zone.all_day
    ? intl.formatMessage(m.allDay)
    : intl.formatMessage(m.hours, { start: formatClockTime(intl, zone.start_time), end: formatClockTime(intl, zone.end_time) });
  const dates = intl.formatMessage(m.dates, { start: formatDay(intl, zone.start_date), end: formatDay(intl, addDays(zone.end_date, -1)) });
  const repeat =
    zone.rollover && zone.occurrence.start_date !== zone.start_date
      ? intl.formatMessage(m.next, { start: formatDay(intl, zone.occurrence.start_date), end: formatDay(intl, addDays(zone.occurrence.end_date, -1)) })
      : null;
  return (
    <li className={styles.row} data-testid="rate-zone-row">
      <div className={styles.rowMain}>
        <div className={styles.rowHead}>
          <span className={styles.rowName}>{zone.name}</span>
          <span className={styles.rate}>{intl.formatMessage(m.cost, { cost: intl.formatNumber(zone.cost, { maximumFractionDigits: 3 }) })}</span>
        </div>
        <p className={styles.rowFacts}>
          <span>{hours}</span>
          <span aria-hidden="true">·</span>
          <span>{formatDays(intl, daysOf(zone.days_enabled))}</span>
          <span aria-hidden="true">·</span>
          <span>{dates}</span>
        </p>
        <div className={styles.pills}>
          {multiplier !== null ? <span className={styles.pill}>{intl.formatMessage(m.multiplier, { multiplier: intl.formatNumber(multiplier) })}</span> : null}
          {zone.alert ? <span className={styles.pill}>{intl.formatMessage(m.alert)}</span> : null}
          {zone.rollover ? <span className={styles.pill}>{intl.formatMessage(m.rollover)}</span> : null}
          {repeat ? <span className={styles.pillPlain}>{repeat}</span> : null}
        </div>
      </div>
      <div className={styles.rowActions}>
        <Button variant="ghost" onClick={() => dispatch(editorRequested({ zoneId: zone.id }))} disabled={busy} aria-label={intl.formatMessage(m.editLabel, { name: zone.name })}>
          {intl.formatMessage(m.edit)}
        </Button>
        <Button
          variant="ghost"
          onClick={() => dispatch(duplicateRequested({ zoneId: zone.id }))}
          disabled={busy}
          pending={duplicating}
          aria-label={intl.formatMessage(m.duplicateLabel, { name: zone.name })}
        >
          {intl.formatMessage(duplicating ? m.duplicating : m.duplicate)}
        </Button>
        <Button variant="ghost" className={styles.danger} onClick={onDelete} disabled={busy} aria-label={intl.formatMessage(m.deleteLabel, { name: zone.name })}>
          {intl.formatMessage(m.delete)}
        </Button>
      </div>
    </li>
  );
}
