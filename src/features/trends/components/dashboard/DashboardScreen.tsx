import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { useAppDispatch, useAppSelector } from '../../../../app/hooks';
import { selectMonitorTimeZone } from '../../../../app/session/sessionSelectors';
import { dashboardMessages as m, viewerMessages } from '../../messages';
import { DEFAULT_ZONE } from '../../trendsContext';
import { selectComparisons, selectCumulative, selectDashboard, selectDashboardFrame } from '../../trendsSelectors';
import { dashboardClosed, dashboardOpened, retryClicked } from '../../trendsSlice';
import SectionTabs from '../SectionTabs';
import CardState from './CardState';
import ComparisonCard from './ComparisonCard';
import CumulativeCard from './CumulativeCard';
import DashboardCard from './DashboardCard';
import { AlwaysOnCard, PeriodSoFarCard, SolarGridCard, TopDevicesCard } from './HomeCards';
import styles from './Dashboard.module.css';

/**
 * /dashboard, the home at a glance: this period so far against the last, top devices, always-on,
 * solar and grid, the comparison with other homes and cumulative usage. Its period is the viewer's
 * initial one (the billing cycle when configured, else the month), from the same cached answers.
 */
export default function DashboardScreen() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const dashboard = useAppSelector(selectDashboard);
  const frame = useAppSelector(selectDashboardFrame);
  const comparisons = useAppSelector(selectComparisons);
  const cumulative = useAppSelector(selectCumulative);
  const timeZone = useAppSelector(selectMonitorTimeZone) || DEFAULT_ZONE;
  useEffect(() => {
    dispatch(dashboardOpened());
    return () => {
      dispatch(dashboardClosed());
    };
  }, [dispatch]);

  const data = frame?.data ?? null;
  const view = dashboard.view;
  return (
    <div className={styles.screen}>
      <SectionTabs />
      <h1 className={styles.title}>{intl.formatMessage(m.title)}</h1>
      {data?.loading_days ? (
        <p className={styles.notice} role="status" data-testid="dashboard-loading-days">
          {intl.formatMessage(viewerMessages.loadingDaysNotice, { days: data.loading_days })}
        </p>
      ) : null}
      <div className={styles.grid}>
        {data && view ? (
          <>
            <PeriodSoFarCard data={data} unit={view.unit} />
            <ComparisonCard state={comparisons} />
            <TopDevicesCard data={data} />
            <AlwaysOnCard data={data} />
            <SolarGridCard data={data} />
          </>
        ) : (
          <>
            <DashboardCard title={intl.formatMessage(m.periodSoFar, { unit: view?.unit ?? 'other' })} wide>
              <CardState failed={frame?.status === 'failed'} error={frame?.error} onRetry={() => dispatch(retryClicked())} />
            </DashboardCard>
            <ComparisonCard state={comparisons} />
          </>
        )}
        {view ? <CumulativeCard state={cumulative} view={view} timeZone={timeZone} /> : null}
      </div>
    </div>
  );
}
