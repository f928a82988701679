import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import type { WireComparison, WireComparisons } from '../../../../api/wire/trends';
import { useAppDispatch } from '../../../../app/hooks';
import { formatWatts } from '../../format';
import { comparisonMessages as m } from '../../messages';
import { comparisonsRequested } from '../../trendsSlice';
import type { TrendsState } from '../../types';
import CardState from './CardState';
import DashboardCard from './DashboardCard';
import styles from './Dashboard.module.css';

/** Markers 1-10 are the low tercile, 11-20 medium, 21-30 high (spec §9). */
export const tercileIndex = (marker: number): 0 | 1 | 2 => (marker <= 10 ? 0 : marker <= 20 ? 1 : 2);

/** The row shown first: the first with a cohort marker (spec §2), else none. */
export const defaultRowId = (rows: readonly WireComparison[]): string | null => rows.find((r) => r.cohort_marker !== null && r.selectable)?.id ?? null;

/** Where the home stands among the cohort: a 1-30 scale in three terciles, with a marker. */
function CohortScale({ row }: { row: WireComparison }) {
  const intl = useIntl();
  const marker = row.cohort_marker ?? 1;
  const tercile = row.tercile_strings[tercileIndex(marker)];
  return (
    <div className={styles.scale} role="img" aria-label={intl.formatMessage(m.scale, { marker, tercile })} data-testid="comparison-scale" data-marker={marker}>
      <div className={styles.scaleTrack}>
        {row.tercile_strings.map((t, i) => (
          <span key={t} className={styles.scaleSegment} data-tercile={i} />
        ))}
        <span className={styles.scaleMarker} style={{ left: `${((marker - 0.5) / 30) * 100}%` }}>
          <span className={styles.scaleYou}>{intl.formatMessage(m.you)}</span>
        </span>
      </div>
      <div className={styles.scaleLabels} aria-hidden="true">
        {row.tercile_strings.map((t, i) => (
          <span key={t} data-active={i === tercileIndex(marker) || undefined}>
            {t}
          </span>
        ))}
      </div>
    </div>
  );
}

/**
 * The comparison card (spec §2): the home against similar homes over 'Last 30 days' (the server's
 * period title). Only selectable rows can be chosen; the first with a cohort marker is active at
 * first; a row that needs home details links to /settings/home.
 */
export default function ComparisonCard({ state }: { state: TrendsState['comparisons'] }) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const groupId = useId();
  const [chosen, setChosen] = useState<string | null>(null);
  const data: WireComparisons | null = state.data;
  const rows = data?.comparisons ?? [];
  const activeId = chosen && rows.some((r) => r.id === chosen && r.selectable) ? chosen : defaultRowId(rows);
  const active = rows.find((r) => r.id === activeId) ?? null;

  return (
    <DashboardCard title={intl.formatMessage(m.title)} action={data ? <span className={styles.period}>{data.period_title}</span> : undefined} tall testId="comparison-card">
      {!data ? (
        <CardState failed={state.status === 'failed'} error={state.error} onRetry={() => dispatch(comparisonsRequested())} />
      ) : (
        <>
          <fieldset className={styles.fieldset}>
            <legend className="kw-visually-hidden">{intl.formatMessage(m.choose)}</legend>
            <ul className={styles.compareRows}>
              {rows.map((row) => (
                <li key={row.id} className={styles.compareRow} data-active={row.id === activeId || undefined} data-row={row.id}>
                  {row.selectable ? (
                    <label className={styles.compareChoice}>
                      <input type="radio" name={groupId} value={row.id} checked={row.id === activeId} onChange={() => setChosen(row.id)} />
                      <span className={styles.compareText}>
                        <span className={styles.compareTitle}>{row.title}</span>
                        <span className={styles.hint}>{row.description_text}</span>
                      </span>
                    </label>
                  ) : (
                    <div className={styles.compareChoice} aria-disabled="true">
                      <span className={styles.compareText}>
                        <span className={styles.compareTitle}>{row.title}</span>
                        <span className={styles.hint}>{row.comparison_summary_text}</span>
                      </span>
                      {row.destination ? (
                        <Link to={row.destination} className={styles.cardLink}>
                          {intl.formatMessage(m.completeHome)}
                        </Link>
                      ) : (
                        <span className={styles.hint}>{intl.formatMessage(m.noMarker)}</span>
                      )}
                    </div>
                  )}
                </li>
              ))}
            </ul>
          </fieldset>
          {active && active.cohort_marker !== null ? (
            <div className={styles.compareDetail} aria-live="polite" data-testid="comparison-detail">
              <CohortScale row={active} />
              <p className={styles.compareSummary}>{active.comparison_summary_text}</p>
              <p className={styles.hint}>
                {intl.formatMessage(m.averages, { you: formatWatts(intl, active.w), them: formatWatts(intl, active.cohort_avg_w) })} ·{' '}
                {intl.formatMessage(m.homes, { count: active.display_count })}
              </p>
            </div>
          ) : null}
        </>
      )}
    </DashboardCard>
  );
}
