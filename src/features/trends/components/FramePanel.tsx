import { useCallback, useId, useMemo } from 'react';
import { useIntl } from 'react-intl';
import { useAppDispatch } from '../../../app/hooks';
import { useShowCost } from '../../../app/session/useShowCost';
import { Button } from '../../../common/Button';
import { Skeleton } from '../../../common/Loader';
import BarChart from '../charts/BarChart';
import { figuresOf, isEmptyFrame, peakStep, seriesOf, stepInstant, stepKindOf, type Measure } from '../charts/chartMath';
import FrameTable from '../charts/FrameTable';
import { deviceName, formatCents, formatDollars, formatKwh, formatPeriod, formatStepLong, formatZoneName } from '../format';
import { chartMessages as cm, viewerMessages as m } from '../messages';
import { deviceRow } from '../trendsSelectors';
import { retryClicked } from '../trendsSlice';
import type { CachedFrame, TrendsView } from '../types';
import FrameStats from './FrameStats';
import styles from './FramePanel.module.css';

export type FrameDisplay = 'chart' | 'table';

export interface FramePanelProps {
  view: TrendsView;
  frame: CachedFrame | undefined;
  timeZone: string;
  measure: Measure;
  display: FrameDisplay;
}

/**
 * The carousel's current frame: its figures, then the chart (or the same data as a table), its legend,
 * the time zone and a one-sentence summary. Loading, failure and an empty period each have their state.
 * When the home hides costs, the figures, table and summary hold no money (the screen shows energy).
 */
export default function FramePanel({ view, frame, timeZone, measure, display }: FramePanelProps) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const summaryId = useId();
  const showCost = useShowCost();
  const hintId = useId();
  const data = frame?.data ?? null;
  const figures = useMemo(() => (data ? figuresOf(data, view.device) : null), [data, view.device]);
  const steps = data?.steps ?? 0;
  const labels = useMemo(() => ({ usage: intl.formatMessage(cm.usage), production: intl.formatMessage(cm.production) }), [intl]);
  const series = useMemo(() => (figures ? seriesOf(figures, steps, measure, labels) : []), [figures, steps, measure, labels]);
  // Costs follow the cost display rule (under 100 in cents, otherwise dollars), as everywhere.
  const formatValue = useCallback((v: number) => (measure === 'energy' ? formatKwh(intl, v) : formatCents(intl, Math.round(v * 100))), [intl, measure]);
  const formatTick = useCallback(
    (v: number) => (measure === 'energy' ? intl.formatNumber(v, { maximumFractionDigits: v < 10 ? 2 : 0 }) : formatDollars(intl, v, v < 10 ? 2 : 0)),
    [intl, measure],
  );
  const period = formatPeriod(intl, view.unit, view.current, timeZone);

  if (!data) {
    if (frame?.status === 'failed') {
      return (
        <div className={styles.state} role="alert">
          <p className={styles.stateTitle}>{intl.formatMessage(m.loadFailed)}</p>
          <p className={styles.stateText}>{frame.error}</p>
          <Button variant="secondary" onClick={() => dispatch(retryClicked())}>
            {intl.formatMessage(m.retry)}
          </Button>
        </div>
      );
    }
    return (
      <div className={styles.loading} aria-busy="true">
        <p className="kw-visually-hidden" role="status">
          {intl.formatMessage(m.loading)}
        </p>
        <div className={styles.skeletonStats}>
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} height="4.5rem" radius="var(--kw-radius-md)" />
          ))}
        </div>
        <Skeleton height="240px" radius="var(--kw-radius-md)" />
      </div>
    );
  }

  const startMs = Date.parse(data.start);
  const row = deviceRow(data, view.device);
  const empty = !figures || isEmptyFrame(series);
  const summary = summaryText();

  function summaryText(): string {
    if ((!figures || empty) && data?.loading_days) return intl.formatMessage(cm.summaryLoading, { period });
    if (!figures || empty) return intl.formatMessage(cm.summaryEmpty, { period });
    const side = figures.usage ?? figures.production!;
    if (view.device && row) {
      const device = deviceName(intl, row);
      const total = formatKwh(intl, side.totalKwh);
      return showCost ? intl.formatMessage(cm.summaryDevice, { device, period, total, cost: formatCents(intl, side.totalCost) }) : intl.formatMessage(cm.summaryDeviceEnergy, { device, period, total });
    }
    const peak = peakStep(series, steps);
    const first = series[0]!;
    const values = {
      period,
      total: formatKwh(intl, side.totalKwh),
      kind: stepKindOf(view.unit),
      peak: peak === null ? '' : formatStepLong(intl, stepKindOf(view.unit), stepInstant(view.unit, startMs, peak), timeZone),
      peakValue: peak === null ? '' : formatValue(first.values[peak] ?? 0),
    };
    const text = showCost ? intl.formatMessage(cm.summary, { ...values, cost: formatCents(intl, side.totalCost) }) : intl.formatMessage(cm.summaryEnergy, values);
    return figures.production && figures.production.totalKwh > 0 ? `${text} ${intl.formatMessage(cm.summaryProduction, { total: formatKwh(intl, figures.production.totalKwh) })}` : text;
  }

  return (
    <div className={styles.panel} aria-busy={frame?.status === 'loading' || undefined} data-testid="trends-frame" data-start={data.start} data-scale={data.scale}>
      {view.device && !row ? (
        <p className={styles.notice}>{intl.formatMessage(m.deviceMissing)}</p>
      ) : (
        <FrameStats data={data} device={view.device} showCost={showCost} />
      )}
      {data.missing_minutes ? (
        <p className={styles.notice} data-testid="trends-gap">
          {intl.formatMessage(m.gapNotice, { minutes: data.missing_minutes })}
        </p>
      ) : null}
      {data.loading_days ? (
        <p className={styles.notice} role="status" data-testid="trends-loading-days">
          {intl.formatMessage(m.loadingDaysNotice, { days: data.loading_days })}
        </p>
      ) : null}
      {empty && data.loading_days ? (
        <div className={styles.state} aria-busy="true">
          <p className={styles.stateTitle}>{intl.formatMessage(m.loadingHistory)}</p>
          <p className={styles.stateText}>{intl.formatMessage(m.loadingHistoryHint)}</p>
        </div>
      ) : empty ? (
        <div className={styles.state}>
          <p className={styles.stateTitle}>{intl.formatMessage(m.noData)}</p>
          <p className={styles.stateText}>{intl.formatMessage(m.noDataHint)}</p>
        </div>
      ) : display === 'table' && figures ? (
        <FrameTable figures={figures} steps={steps} unit={view.unit} startMs={startMs} timeZone={timeZone} period={period} showCost={showCost} />
      ) : (
        <BarChart
          series={series}
          steps={steps}
          unit={view.unit}
          startMs={startMs}
          timeZone={timeZone}
          label={intl.formatMessage(cm.label, { period })}
          describedBy={`${summaryId} ${hintId}`}
          formatValue={formatValue}
          formatTick={formatTick}
          axisUnit={intl.formatMessage(measure === 'energy' ? cm.unitKwh : cm.unitDollars)}
        />
      )}
      <div className={styles.footer}>
        {!empty && display === 'chart' ? (
          <ul className={styles.legend}>
            {series.map((s) => (
              <li key={s.key}>
                <span className={styles.swatch} style={{ background: s.color }} aria-hidden="true" />
                {s.label}
              </li>
            ))}
          </ul>
        ) : (
          <span />
        )}
        <p className={styles.zone}>{intl.formatMessage(cm.timeZone, { zone: formatZoneName(intl, startMs, timeZone) })}</p>
      </div>
      <p id={summaryId} className={styles.summary} data-testid="trends-summary">
        {summary}
      </p>
      <p id={hintId} className="kw-visually-hidden">
        {intl.formatMessage(cm.keyboardHint)}
      </p>
    </div>
  );
}
