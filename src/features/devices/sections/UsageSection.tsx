import { useEffect } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import type { WireDeviceUsageHistory, WireUsageScale } from '../../../api/wire/devices';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { selectMonitorTimeZone } from '../../../app/session/sessionSelectors';
import { useShowCost } from '../../../app/session/useShowCost';
import { Button } from '../../../common/Button';
import { Skeleton } from '../../../common/Loader';
import { chartSeries, isEmptySeries } from '../charts/chartMath';
import UsageChart from '../charts/UsageChart';
import Section from '../components/Section';
import { SCALES } from '../constants';
import { selectUsageView } from '../devicesSelectors';
import { usageRequested } from '../devicesSlice';
import { formatCents, formatKwh, formatWatts } from '../format';
import messages from '../messages';
import styles from './UsageSection.module.css';
import sectionStyles from './sections.module.css';

const SCALE_TEXT = {
  DAY: messages.scaleDAY, WEEK: messages.scaleWEEK, MONTH: messages.scaleMONTH, YEAR: messages.scaleYEAR, BILL: messages.scaleBILL,
} as const;

/** The period's name: a day, a week or billing range, a month, a year (in the monitor's time zone). */
export function periodTitle(intl: IntlShape, history: Pick<WireDeviceUsageHistory, 'scale' | 'start' | 'end'>, timeZone?: string): string {
  const tz = timeZone ? { timeZone } : {};
  const start = new Date(history.start);
  const last = new Date(Date.parse(history.end) - 1);
  if (history.scale === 'DAY') return intl.formatDate(start, { weekday: 'long', month: 'long', day: 'numeric', ...tz });
  if (history.scale === 'MONTH') return intl.formatDate(start, { month: 'long', year: 'numeric', ...tz });
  if (history.scale === 'YEAR') return intl.formatDate(start, { year: 'numeric', ...tz });
  const day = { month: 'short', day: 'numeric', ...tz } as const;
  return `${intl.formatDate(start, day)} – ${intl.formatDate(last, { ...day, year: 'numeric' })}`;
}

/**
 * Usage per period (DAY, WEEK, MONTH, YEAR, BILL) with previous/next navigation. When the home hides
 * costs, the period's cost (or value) is left out; the Bill period stays and shows energy only.
 */
export default function UsageSection({ deviceId, production = false }: { deviceId: string; production?: boolean }) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const view = useAppSelector((s) => selectUsageView(s, deviceId));
  const timeZone = useAppSelector(selectMonitorTimeZone) ?? undefined;
  const showCost = useShowCost();
  const scale: WireUsageScale = view?.scale ?? 'DAY';
  const data = view?.data ?? null;
  const loading = view?.status === 'loading';
  const request = (next: WireUsageScale, start: string | null) => dispatch(usageRequested({ id: deviceId, scale: next, start }));

  useEffect(() => {
    if (!view) dispatch(usageRequested({ id: deviceId, scale: 'DAY', start: null }));
  }, [view, deviceId, dispatch]);

  const shown = data && data.scale === scale ? data : null;
  const empty = shown ? isEmptySeries(chartSeries(shown).values) : false;
  return (
    <Section title={intl.formatMessage(production ? messages.productionChartTitle : messages.usageTitle)} testId="section-usage">
      <div className={styles.controls}>
        <div className={styles.scales} role="group" aria-label={intl.formatMessage(messages.usagePeriod)}>
          {SCALES.map((s) => (
            <button key={s} type="button" className={styles.scale} aria-pressed={s === scale} onClick={() => s !== scale && request(s, null)}>
              {intl.formatMessage(SCALE_TEXT[s])}
            </button>
          ))}
        </div>
        <div className={styles.shifter}>
          <button type="button" className={styles.arrow} disabled={!shown || loading} onClick={() => shown && request(scale, shown.previous_start)} aria-label={intl.formatMessage(messages.previousPeriod)}>
            <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true"><path d="M15 18l-6-6 6-6" /></svg>
          </button>
          <span className={styles.period} aria-live="polite">
            {shown ? periodTitle(intl, shown, timeZone) : <Skeleton width="9rem" />}
          </span>
          <button type="button" className={styles.arrow} disabled={!shown?.next_start || loading} onClick={() => shown?.next_start && request(scale, shown.next_start)} aria-label={intl.formatMessage(messages.nextPeriod)}>
            <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true"><path d="M9 18l6-6-6-6" /></svg>
          </button>
        </div>
      </div>
      {shown ? (
        <dl className={sectionStyles.figures}>
          <div className={sectionStyles.figure}>
            <dt>{intl.formatMessage(production ? messages.usageProduced : messages.usageTotal)}</dt>
            <dd>{formatKwh(intl, shown.total_kwh)}</dd>
          </div>
          {showCost ? (
            <div className={sectionStyles.figure}>
              <dt>{intl.formatMessage(production ? messages.usageValue : messages.usageCost)}</dt>
              <dd data-testid="usage-money">{formatCents(intl, production ? (shown.total_value ?? 0) : shown.total_cost)}</dd>
            </div>
          ) : null}
          <div className={sectionStyles.figure}>
            <dt>{intl.formatMessage(messages.usageAverage)}</dt>
            <dd>{formatWatts(intl, shown.avg_w)}</dd>
          </div>
        </dl>
      ) : null}
      <div className={styles.chartArea} aria-busy={loading || undefined} data-loading={loading}>
        {view?.status === 'failed' && !loading ? (
          <div className={styles.state} role="alert">
            <p>{intl.formatMessage(messages.usageFailed)}</p>
            <Button variant="secondary" onClick={() => request(scale, view.start)}>
              {intl.formatMessage(messages.retry)}
            </Button>
          </div>
        ) : !shown ? (
          <Skeleton height="220px" radius="var(--kw-radius-md)" />
        ) : empty ? (
          <div className={styles.state}>
            <p>{intl.formatMessage(messages.usageNoData)}</p>
          </div>
        ) : (
          <UsageChart history={shown} timeZone={timeZone} />
        )}
      </div>
    </Section>
  );
}
