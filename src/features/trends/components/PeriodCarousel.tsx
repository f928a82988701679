import { useState, type KeyboardEvent, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { Skeleton } from '../../../common/Loader';
import { figuresOf } from '../charts/chartMath';
import { formatKwh, formatPeriod } from '../format';
import { viewerMessages as m } from '../messages';
import { selectFrame } from '../trendsSelectors';
import { shifted } from '../trendsSlice';
import type { FrameRef, TrendsView } from '../types';
import styles from './PeriodCarousel.module.css';

function Chevron({ left }: { left?: boolean }) {
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
      <path d={left ? 'M15 18l-6-6 6-6' : 'M9 18l6-6-6-6'} />
    </svg>
  );
}

/** A neighbouring frame as an arrow button: its period and, once fetched, what was used in it. */
function Peek({ view, frame, direction, timeZone }: { view: TrendsView; frame: FrameRef | null; direction: -1 | 1; timeZone: string }) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const cached = useAppSelector((s) => selectFrame(s, view.unit, frame, view.device));
  const left = direction < 0;
  // Nothing before the first period the API serves.
  if (!frame && left) return <span />;
  if (!frame) {
    return (
      <button type="button" className={`${styles.peek} ${styles.peekNext}`} disabled>
        <span className={styles.peekText}>
          <span className={styles.peekTitle}>{intl.formatMessage(m.notStarted)}</span>
        </span>
        <Chevron />
      </button>
    );
  }
  const figures = cached?.data ? figuresOf(cached.data, view.device) : null;
  // A period with days the server is still loading shows no total yet (it is not the period's).
  const side = figures && !cached?.data?.loading_days ? (figures.usage ?? figures.production) : null;
  // The visible text is the accessible name: "Previous period: Oct 1 – 31, 1,204 kWh used".
  return (
    <button
      type="button"
      className={`${styles.peek} ${left ? styles.peekPrev : styles.peekNext}`}
      onClick={() => dispatch(shifted({ direction }))}
      title={formatPeriod(intl, view.unit, frame, timeZone)}
      data-testid={left ? 'trends-previous' : 'trends-next'}
    >
      {left ? <Chevron left /> : null}
      <span className={styles.peekText}>
        <span className="kw-visually-hidden">{intl.formatMessage(left ? m.previous : m.next)} </span>
        <span className={styles.peekTitle}>{formatPeriod(intl, view.unit, frame, timeZone, true)}</span>
        <span className={styles.peekTotal}>{side ? intl.formatMessage(m.peekTotal, { kwh: formatKwh(intl, side.totalKwh) }) : <Skeleton width="4rem" height="0.75rem" />}</span>
      </span>
      {left ? null : <Chevron />}
    </button>
  );
}

export interface PeriodCarouselProps {
  id: string;
  /** The tab that labels this panel. */
  labelledBy: string | undefined;
  view: TrendsView | null;
  timeZone: string;
  children: ReactNode;
}

/**
 * The carousel of previous, current and next frames (spec §2), moved by its arrow buttons or, with
 * focus on it, the left and right arrow keys. The neighbours are fetched with the current frame, so
 * their totals show on the buttons and paging is instant.
 */
export default function PeriodCarousel({ id, labelledBy, view, timeZone, children }: PeriodCarouselProps) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  // The frame slides in from the side it came from (the previous render's start, kept in state).
  const start = view?.current.start ?? null;
  const [shown, setShown] = useState<{ start: string | null; direction: 'left' | 'right' | null }>({ start, direction: null });
  if (start !== shown.start) setShown({ start, direction: shown.start && start ? (start < shown.start ? 'left' : 'right') : null });
  const direction = shown.direction;

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.defaultPrevented || (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight')) return;
    const target = event.target as HTMLElement;
    // Form fields, tabs and scrolling tables keep their own arrow keys.
    if (target.closest('select, input, textarea, [role="tablist"], [data-own-arrows]')) return;
    event.preventDefault();
    if (event.key === 'ArrowLeft' && view?.previous) dispatch(shifted({ direction: -1 }));
    if (event.key === 'ArrowRight' && view?.next) dispatch(shifted({ direction: 1 }));
  };

  return (
    <div id={id} role="tabpanel" aria-labelledby={labelledBy} className={styles.panel}>
      <div
        className={styles.carousel}
        role="region"
        aria-roledescription={intl.formatMessage(m.carousel)}
        aria-label={intl.formatMessage(m.carouselLabel)}
        tabIndex={0}
        onKeyDown={onKeyDown}
        data-testid="trends-carousel"
      >
        <div className={styles.header}>
          {view ? <Peek view={view} frame={view.previous} direction={-1} timeZone={timeZone} /> : <span />}
          <div className={styles.titleBlock}>
            <h2 className={styles.title} aria-live="polite" data-testid="trends-period">
              {view ? formatPeriod(intl, view.unit, view.current, timeZone) : <Skeleton width="10rem" height="1.5rem" />}
            </h2>
            {view?.live ? <span className={styles.soFar}>{intl.formatMessage(m.soFar)}</span> : null}
          </div>
          {view ? <Peek view={view} frame={view.next} direction={1} timeZone={timeZone} /> : <span />}
        </div>
        <div key={view?.current.start ?? 'none'} className={styles.frame} data-enter={direction ?? undefined}>
          {children}
        </div>
        <p className="kw-visually-hidden">{intl.formatMessage(m.carouselHint)}</p>
      </div>
    </div>
  );
}
