import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { useAppSelector } from '../../../app/hooks';
import messages from '../messages';
import { selectHasMeterWindow, selectMeterPending, selectMeterView } from '../powerMeterSelectors';
import ChartSummary from './ChartSummary';
import IntervalChooser from './IntervalChooser';
import MeterBody from './MeterBody';
import MeterLegend from './MeterLegend';
import MeterToolbar from './MeterToolbar';
import styles from './PowerMeterScreen.module.css';
import { useMeterBench } from './useMeterBench';
import { SeriesSource, SeriesSourceContext } from '../charts/meterFrame';
import { useMeterUrlSync } from './useMeterUrlSync';

/** Where the title's learn link goes (the provider's help centre). */
export const LEARN_URL = 'https://kilowatch.app/learn/power-meter';

/**
 * /meter (spec account-settings-shell §2): a zoomable live graph of whole-home power with its
 * interval chooser, shifter, "Now", solar, a text summary and a data-table view. The URL carries
 * the window (start, end, interval), so reload and back/forward restore it.
 *
 * The screen itself does not follow the window (a live window moves every second): the graph or
 * table, the toolbar and the summary each read what they show, from one series source.
 */
export default function PowerMeterScreen() {
  const intl = useIntl();
  useMeterUrlSync();
  useMeterBench();
  const hasWindow = useAppSelector(selectHasMeterWindow);
  const view = useAppSelector(selectMeterView);
  const pending = useAppSelector(selectMeterPending);
  const [source] = useState(() => new SeriesSource());
  const titleId = useId();
  const summaryId = useId();
  const hintId = useId();

  return (
    <SeriesSourceContext.Provider value={source}>
      <div className={styles.screen}>
        <section className={styles.card} aria-labelledby={titleId}>
          <header className={styles.header}>
            <div className={styles.heading}>
              <h1 id={titleId} className={styles.title}>
                {intl.formatMessage(messages.title)}
              </h1>
              <a className={styles.learn} href={LEARN_URL} target="_blank" rel="noopener noreferrer">
                {intl.formatMessage(messages.learn)}
                <span className="kw-visually-hidden"> {intl.formatMessage(messages.opensInNewTab)}</span>
              </a>
            </div>
            <IntervalChooser />
          </header>
          <MeterToolbar />
          <div className={styles.body}>
            <p className="kw-visually-hidden" role="status" aria-live="polite">
              {pending ? intl.formatMessage(messages.loading) : ''}
            </p>
            {hasWindow ? <MeterBody view={view} describedBy={`${summaryId} ${hintId}`} /> : <div className={styles.placeholder} aria-hidden="true" />}
          </div>
          <MeterLegend />
          {hasWindow ? <ChartSummary id={summaryId} /> : null}
          {view === 'chart' ? (
            <p id={hintId} className={styles.hint}>
              {intl.formatMessage(messages.gestureHint)}
            </p>
          ) : null}
        </section>
      </div>
    </SeriesSourceContext.Provider>
  );
}
