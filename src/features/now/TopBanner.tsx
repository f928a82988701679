import { FormattedMessage, useIntl } from 'react-intl';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { selectMonitorTimeZone } from '../../app/session/sessionSelectors';
import { useShowCost } from '../../app/session/useShowCost';
import { formatClock } from './format';
import messages from './messages';
import { selectGenSince, selectRateZoneAlert, selectTopBannerKind } from './nowSelectors';
import { RATE_ZONE_BANNER_DISMISSED } from './types';
import styles from './TopBanner.module.css';

function RateZoneBanner() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const alert = useAppSelector(selectRateZoneAlert);
  const timeZone = useAppSelector(selectMonitorTimeZone);
  const showCost = useShowCost();
  if (!alert) return null;
  return (
    <div className={`${styles.banner} ${styles.rateZone}`} role="status">
      <div className={styles.text}>
        <p className={styles.title}>{intl.formatMessage(messages.bannerRateZone, { name: alert.name, time: formatClock(intl, alert.end_time, timeZone) })}</p>
        {/* The price line is money talk: left out when the home hides costs; the zone and its end stay. */}
        {showCost && alert.cost_multiplier ? (
          <p className={styles.body}>{intl.formatMessage(messages.bannerRateZoneCost, { multiplier: intl.formatNumber(alert.cost_multiplier) })}</p>
        ) : null}
      </div>
      <button
        type="button"
        className={styles.dismiss}
        onClick={() => dispatch({ type: RATE_ZONE_BANNER_DISMISSED, payload: { endTime: alert.end_time } })}
      >
        <FormattedMessage {...messages.bannerDismiss} />
      </button>
    </div>
  );
}

function GeneratorBanner() {
  const intl = useIntl();
  const since = useAppSelector(selectGenSince);
  const timeZone = useAppSelector(selectMonitorTimeZone);
  return (
    <div className={`${styles.banner} ${styles.generator}`} role="status">
      <div className={styles.text}>
        <p className={styles.title}>{intl.formatMessage(messages.bannerGenerator)}</p>
        {since ? <p className={styles.body}>{intl.formatMessage(messages.bannerGeneratorSince, { time: formatClock(intl, since, timeZone) })}</p> : null}
      </div>
    </div>
  );
}

function BackupBanner() {
  const intl = useIntl();
  return (
    <div className={`${styles.banner} ${styles.backup}`} role="status">
      <div className={styles.text}>
        <p className={styles.title}>{intl.formatMessage(messages.bannerBackup)}</p>
        <p className={styles.body}>{intl.formatMessage(messages.bannerBackupBody)}</p>
      </div>
    </div>
  );
}

/**
 * The shell's top banner (spec account-settings-shell §2): the rate-zone banner (a tou_alert with an
 * end_time other than the dismissed one) before generator on, before backup power. One at a time.
 */
export default function TopBanner() {
  const kind = useAppSelector(selectTopBannerKind);
  if (kind === 'rateZone') return <RateZoneBanner />;
  if (kind === 'generator') return <GeneratorBanner />;
  if (kind === 'backup') return <BackupBanner />;
  return null;
}
