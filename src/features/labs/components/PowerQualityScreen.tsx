import { useEffect, useRef } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import type { WireLabsContent, WirePowerQuality, WireVoltageDay, WireVoltageEvent } from '../../../api/wire/labs';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { selectMonitorTimeZone } from '../../../app/session/sessionSelectors';
import { Button } from '../../../common/Button';
import { formatDuration } from '../../../common/format';
import { Icon } from '../../../common/Icon';
import { Spinner } from '../../../common/Loader';
import { hourlyRows } from '../charts/chartMath';
import VoltageChart from '../charts/VoltageChart';
import { tercilePosition } from '../labsMath';
import { selectVoltageDay, selectVoltageDayCount, selectVoltageDayRef, selectVoltageIndex } from '../labsSelectors';
import { voltageDayRequested } from '../labsSlice';
import { common, quality as m } from '../messages';
import styles from './Labs.module.css';
import own from './PowerQualityScreen.module.css';
import LabsPage from './LabsPage';
import NotAvailable from './NotAvailable';
import RatingBadge from './RatingBadge';
import TercileBar from './TercileBar';
import { useAssetUrl } from './useAssetUrl';

const volts = (intl: IntlShape, v: number) => intl.formatNumber(v, { minimumFractionDigits: 1, maximumFractionDigits: 1 });

function Figures({ p, timeZone }: { p: WirePowerQuality; timeZone?: string }) {
  const intl = useIntl();
  // Both legs on their own lines; read out as one sentence.
  const legs = (pair: [number, number] | null) =>
    pair ? (
      <>
        <span className="kw-visually-hidden">{intl.formatMessage(m.legs, { l1: volts(intl, pair[0]), l2: volts(intl, pair[1]) })}</span>
        <span className={own.legs} aria-hidden="true">
          {(['L1', 'L2'] as const).map((leg, i) => (
            <span key={leg} className={own.leg}>
              <span className={own.legName}>{leg}</span> {intl.formatMessage(common.volts, { volts: volts(intl, pair[i]!) })}
            </span>
          ))}
        </span>
      </>
    ) : (
      '—'
    );
  const at = (iso: string) => intl.formatTime(new Date(iso), { hour: 'numeric', minute: '2-digit', ...(timeZone ? { timeZone } : {}) });
  const s = p.sustained;
  return (
    <section className={styles.card} aria-labelledby="pq-figures">
      <h2 id="pq-figures" className={styles.cardTitle}>
        {intl.formatMessage(m.figuresTitle)}
      </h2>
      <dl className={styles.figures}>
        <div className={styles.figure}>
          <dt>{intl.formatMessage(m.now)}</dt>
          <dd data-testid="pq-now">{legs(p.voltageNow)}</dd>
        </div>
        <div className={styles.figure}>
          <dt>{intl.formatMessage(m.averageHours, { hours: p.averageHours })}</dt>
          <dd data-testid="pq-average">{legs(p.average)}</dd>
        </div>
        <div className={styles.figure}>
          <dt>{intl.formatMessage(m.minSustained)}</dt>
          <dd data-testid="pq-min">
            {s ? intl.formatMessage(common.volts, { volts: volts(intl, s.min) }) : '—'}
            {s ? ' ' : null}
            {s ? <span className={own.note}>{intl.formatMessage(m.sustainedWhere, { leg: s.minLeg, time: at(s.minTime) })}</span> : null}
          </dd>
        </div>
        <div className={styles.figure}>
          <dt>{intl.formatMessage(m.maxSustained)}</dt>
          <dd data-testid="pq-max">
            {s ? intl.formatMessage(common.volts, { volts: volts(intl, s.max) }) : '—'}
            {s ? ' ' : null}
            {s ? <span className={own.note}>{intl.formatMessage(m.sustainedWhere, { leg: s.maxLeg, time: at(s.maxTime) })}</span> : null}
          </dd>
        </div>
      </dl>
      <p className={styles.hint}>{intl.formatMessage(m.sustainedHint)}</p>
    </section>
  );
}

function HourTable({ day, dateLabel, timeZone }: { day: WireVoltageDay; dateLabel: string; timeZone?: string }) {
  const intl = useIntl();
  const rows = hourlyRows(day);
  const start = Date.parse(day.start);
  const col = (leg: string, what: 'lowest' | 'average' | 'highest') => intl.formatMessage(m.legColumn, { leg, what: intl.formatMessage(m[what]) });
  return (
    <details className={styles.details}>
      <summary>{intl.formatMessage(m.tableToggle)}</summary>
      <div className={styles.tableWrap} tabIndex={0} role="region" aria-label={intl.formatMessage(m.tableCaption, { date: dateLabel })}>
        <table className={styles.table} data-testid="voltage-table">
          <caption className="kw-visually-hidden">{intl.formatMessage(m.tableCaption, { date: dateLabel })}</caption>
          <thead>
            <tr>
              <th scope="col">{intl.formatMessage(m.hour)}</th>
              {(['L1', 'L2'] as const).flatMap((leg) => (['lowest', 'average', 'highest'] as const).map((w) => <th key={`${leg}${w}`} scope="col">{col(leg, w)}</th>))}
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => (
              <tr key={r.index}>
                <th scope="row">{intl.formatTime(new Date(start + r.index * 60_000), { hour: 'numeric', minute: '2-digit', ...(timeZone ? { timeZone } : {}) })}</th>
                {[r.l1, r.l2].flatMap((leg, k) => [leg.min, leg.avg, leg.max].map((value, j) => <td key={`${k}${j}`}>{volts(intl, value)}</td>))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </details>
  );
}

function DayGraph({ p, content }: { p: WirePowerQuality; content: WireLabsContent }) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const timeZone = useAppSelector(selectMonitorTimeZone) ?? undefined;
  const index = useAppSelector(selectVoltageIndex);
  const days = useAppSelector(selectVoltageDayCount);
  const ref = useAppSelector(selectVoltageDayRef);
  const entry = useAppSelector(selectVoltageDay);
  const assetUrl = useAssetUrl();
  const opened = useRef(false);
  useEffect(() => {
    // Opening the page loads the day on screen; the pager asks for the others.
    if (opened.current) return;
    opened.current = true;
    dispatch(voltageDayRequested({ index }));
  }, [dispatch, index]);
  const go = (next: number) => dispatch(voltageDayRequested({ index: next }));
  const date = ref ? new Date(`${ref.date}T12:00:00Z`) : null;
  const dateLabel = date ? intl.formatDate(date, { weekday: 'long', month: 'long', day: 'numeric', timeZone: 'UTC' }) : '';
  let body;
  if (entry?.status === 'succeeded' && entry.data) {
    body = (
      <>
        <VoltageChart day={entry.data} timeZone={timeZone} dipBelowV={p.dipBelowV} spikeAboveV={p.spikeAboveV} dateLabel={dateLabel} />
        <HourTable day={entry.data} dateLabel={dateLabel} timeZone={timeZone} />
      </>
    );
  } else if (entry?.status === 'failed') {
    body = (
      <div className={own.message} role="alert" data-testid="voltage-unavailable">
        <p className={styles.stateTitle}>{intl.formatMessage(m.unavailable)}</p>
        <p className={styles.hint}>{intl.formatMessage(m.unavailableHint)}</p>
        <Button variant="secondary" onClick={() => go(index)}>
          {intl.formatMessage(common.retry)}
        </Button>
      </div>
    );
  } else {
    body = (
      <div className={own.message} role="status">
        <Spinner />
        <span>{intl.formatMessage(m.loadingDay)}</span>
      </div>
    );
  }
  return (
    <section className={styles.card} aria-labelledby="pq-graph">
      <div className={styles.cardHead}>
        <h2 id="pq-graph" className={styles.cardTitle}>
          {intl.formatMessage(m.graphTitle)}
        </h2>
      </div>
      <div className={own.pager}>
        <button type="button" className={own.pageButton} onClick={() => go(index + 1)} disabled={index >= days - 1} data-testid="pq-previous">
          <Icon name="arrowLeft" size={18} />
          <span>{intl.formatMessage(m.previousDay)}</span>
        </button>
        <p className={own.day} aria-live="polite" data-testid="pq-day" data-index={index}>
          <span className={own.dayName}>{index === 0 ? `${intl.formatMessage(m.today)} · ${dateLabel}` : dateLabel}</span>
          <span className={own.dayOf}>{intl.formatMessage(m.dayOf, { index: days - index, days })}</span>
        </p>
        <button type="button" className={own.pageButton} onClick={() => go(index - 1)} disabled={index <= 0} data-testid="pq-next">
          <span>{intl.formatMessage(m.nextDay)}</span>
          <Icon name="arrowLeft" size={18} className={own.flip} />
        </button>
      </div>
      {body}
      <div className={styles.links}>
        <span className={styles.hint}>{intl.formatMessage(m.downloadsTitle)}:</span>
        <a className={styles.link} href={assetUrl(content.assets.raw_csv_files.power_quality, { day: index })} download data-testid="pq-csv-day">
          <Icon name="chart" size={18} />
          {intl.formatMessage(m.downloadDay)}
        </a>
        <a className={styles.link} href={assetUrl(content.assets.raw_csv_files.power_quality)} download data-testid="pq-csv-all">
          <Icon name="chart" size={18} />
          {intl.formatMessage(m.downloadAll)}
        </a>
      </div>
    </section>
  );
}

function EventRow({ e, timeZone }: { e: WireVoltageEvent; timeZone?: string }) {
  const intl = useIntl();
  const when = new Date(e.start);
  const tz = timeZone ? { timeZone } : {};
  return (
    <li className={styles.row}>
      <span className={own.eventKind} data-kind={e.kind}>
        {intl.formatMessage(e.kind === 'dip' ? m.dip : m.spike)}
      </span>
      <span className={own.eventText}>{intl.formatMessage(m.event, { volts: volts(intl, e.voltage), legs: e.legs.join(' + '), duration: formatDuration(intl, e.durationS) })}</span>
      <span className={styles.hint}>
        {intl.formatDate(when, { month: 'short', day: 'numeric', ...tz })} · {intl.formatTime(when, { hour: 'numeric', minute: '2-digit', ...tz })}
      </span>
    </li>
  );
}

function Body({ content }: { content: WireLabsContent }) {
  const intl = useIntl();
  const timeZone = useAppSelector(selectMonitorTimeZone) ?? undefined;
  const p = content.fault_detection_json.powerQuality;
  if (p.status === 'failed' || p.rating === null || p.eventCount === null) return <NotAvailable title={m.unavailable} hint={m.unavailableHint} />;
  return (
    <>
      <section className={styles.card} aria-labelledby="pq-compare" data-testid="pq-compare">
        <div className={styles.cardHead}>
          <h2 id="pq-compare" className={styles.cardTitle}>
            {intl.formatMessage(m.compareTitle)}
          </h2>
          <RatingBadge rating={p.rating} testId="pq-rating" />
        </div>
        <p className={styles.hint} data-testid="pq-count">
          {intl.formatMessage(m.count, { count: p.eventCount, days: content.lookback_days })}
        </p>
        <TercileBar position={tercilePosition(p.eventCount, p.terciles)} rating={p.rating} labels={[intl.formatMessage(m.tercileLow), intl.formatMessage(m.tercileMed), intl.formatMessage(m.tercileHigh)]} />
      </section>
      <Figures p={p} timeZone={timeZone} />
      <DayGraph p={p} content={content} />
      <section className={styles.card} aria-labelledby="pq-events" data-testid="pq-events">
        <h2 id="pq-events" className={styles.cardTitle}>
          {intl.formatMessage(m.eventsTitle)}
        </h2>
        {p.events.length === 0 ? (
          <p className={styles.empty}>{intl.formatMessage(m.noEvents)}</p>
        ) : (
          <ul className={styles.list}>
            {p.events.map((e) => (
              <EventRow key={`${e.kind}${e.start}`} e={e} timeZone={timeZone} />
            ))}
          </ul>
        )}
      </section>
    </>
  );
}

/** /labs/power-quality (spec monitoring §2 "Power quality page", §4 paging). */
export default function PowerQualityScreen() {
  return (
    <LabsPage title={m.title} intro={m.intro} testId="labs-power-quality">
      {(content) => <Body content={content} />}
    </LabsPage>
  );
}
