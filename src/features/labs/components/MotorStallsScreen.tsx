import { useRef } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import type { WireLabsContent, WireMotorStall } from '../../../api/wire/labs';
import { useAppSelector } from '../../../app/hooks';
import { selectMonitorTimeZone } from '../../../app/session/sessionSelectors';
import { Icon } from '../../../common/Icon';
import DeviceIcon from '../../../common/icons/DeviceIcon';
import { useElementWidth } from '../../../common/useElementWidth';
import { COMMUNITY_HELP_URL } from '../labsConfig';
import { stallMeterUrl, tercilePosition } from '../labsMath';
import { common, stalls as m } from '../messages';
import styles from './Labs.module.css';
import own from './MotorStallsScreen.module.css';
import LabsPage from './LabsPage';
import NotAvailable from './NotAvailable';
import RatingBadge from './RatingBadge';
import SupportRequest from './SupportRequest';
import TercileBar from './TercileBar';
import { useAssetUrl } from './useAssetUrl';

function MostRecent({ stall, timeZone }: { stall: WireMotorStall; timeZone: string | undefined }) {
  const intl = useIntl();
  const at = new Date(stall.time);
  const tz = timeZone ? { timeZone } : {};
  return (
    <section className={styles.card} aria-labelledby="stall-recent" data-testid="stall-recent">
      <div className={styles.cardHead}>
        <h2 id="stall-recent" className={styles.cardTitle}>
          {intl.formatMessage(m.recentTitle)}
        </h2>
        <Link to={stallMeterUrl(stall.time)} className={styles.link} data-testid="stall-meter-link">
          <Icon name="meter" size={18} />
          {intl.formatMessage(m.viewInMeter)}
        </Link>
      </div>
      <div className={own.device}>
        <span className={own.deviceIcon} aria-hidden="true">
          <DeviceIcon icon={stall.deviceIcon} size={22} />
        </span>
        <span className={own.deviceName}>{stall.deviceName}</span>
      </div>
      <dl className={styles.figures}>
        <div className={styles.figure}>
          <dt>{intl.formatMessage(m.time)}</dt>
          <dd data-testid="stall-time">{intl.formatTime(at, { hour: 'numeric', minute: '2-digit', second: '2-digit', ...tz })}</dd>
        </div>
        <div className={styles.figure}>
          <dt>{intl.formatMessage(m.date)}</dt>
          <dd data-testid="stall-date">{intl.formatDate(at, { weekday: 'short', month: 'short', day: 'numeric', ...tz })}</dd>
        </div>
        <div className={styles.figure}>
          <dt>{intl.formatMessage(m.duration)}</dt>
          <dd data-testid="stall-duration">{intl.formatMessage(m.seconds, { seconds: stall.durationS })}</dd>
        </div>
        <div className={styles.figure}>
          <dt>{intl.formatMessage(m.peakPower)}</dt>
          <dd data-testid="stall-peak">{intl.formatMessage(common.watts, { watts: intl.formatNumber(stall.peakW) })}</dd>
        </div>
      </dl>
    </section>
  );
}

function Body({ content }: { content: WireLabsContent }) {
  const intl = useIntl();
  const timeZone = useAppSelector(selectMonitorTimeZone) ?? undefined;
  const assetUrl = useAssetUrl();
  const imagesRef = useRef<HTMLElement>(null);
  // A narrow image on phones keeps the image's text readable (the server draws it at that width).
  const imageWidth = useElementWidth(imagesRef) < 560 ? 360 : 640;
  const s = content.fault_detection_json.motorStalls;
  if (s.status === 'failed' || s.rating === null || s.terciles === null || s.averagePerDay === null) return <NotAvailable />;
  const days = content.lookback_days;
  const fmt = (n: number) => intl.formatNumber(n, { maximumFractionDigits: 1 });
  const [low, high] = s.terciles;
  const peakDay = s.peakDay ? intl.formatDate(new Date(`${s.peakDay}T12:00:00Z`), { month: 'short', day: 'numeric', timeZone: 'UTC' }) : null;
  const frequency = { low: m.frequencyLow, med: m.frequencyMed, high: m.frequencyHigh }[s.rating];
  const max = Math.max(0, ...s.dailyCounts.map((d) => d.count));
  return (
    <>
      <section className={styles.card} aria-labelledby="stall-frequency" data-testid="stall-frequency">
        <div className={styles.cardHead}>
          <h2 id="stall-frequency" className={styles.cardTitle}>
            {intl.formatMessage(m.frequencyTitle)}
          </h2>
          <RatingBadge rating={s.rating} testId="stall-rating" />
        </div>
        <p className={styles.hint}>{intl.formatMessage(frequency)}</p>
        <TercileBar
          position={tercilePosition(s.averagePerDay, s.terciles)}
          rating={s.rating}
          labels={[intl.formatMessage(common.ratingLow), intl.formatMessage(common.ratingMed), intl.formatMessage(common.ratingHigh)]}
        />
        <p className={styles.hint}>{intl.formatMessage(m.tercileAxis, { low: fmt(low), high: fmt(high) })}</p>
        <dl className={styles.figures}>
          <div className={styles.figure}>
            <dt>{intl.formatMessage(m.average)}</dt>
            <dd data-testid="stall-average">{fmt(s.averagePerDay)}</dd>
          </div>
          <div className={styles.figure}>
            <dt>{intl.formatMessage(m.peak)}</dt>
            <dd data-testid="stall-peak-day">{peakDay ? intl.formatMessage(m.peakOn, { count: s.peakPerDay ?? 0, date: peakDay }) : '0'}</dd>
          </div>
        </dl>
      </section>
      <SupportRequest labsId="motor-stalls" offered={s.displaySupport} title={m.supportTitle} body={m.supportBody} action={m.supportAction} text={m.supportText} />
      {s.mostRecent ? (
        <MostRecent stall={s.mostRecent} timeZone={timeZone} />
      ) : (
        <p className={styles.empty}>{intl.formatMessage(m.none, { days })}</p>
      )}
      <section className={styles.card} aria-labelledby="stall-images" ref={imagesRef}>
        <h2 id="stall-images" className={styles.cardTitle}>
          {intl.formatMessage(m.imagesTitle)}
        </h2>
        <img
          className={own.image}
          src={assetUrl(content.assets.daily_counts_image, { width: imageWidth }, true)}
          alt={intl.formatMessage(m.dailyAlt, { days, total: s.total ?? 0, max })}
          width={imageWidth}
          height={260}
          data-testid="stall-daily-image"
        />
        {content.assets.power_meter_sample_image && s.mostRecent ? (
          <>
            <h3 className={own.subTitle}>{intl.formatMessage(m.sampleTitle)}</h3>
            <img
              className={own.image}
              src={assetUrl(content.assets.power_meter_sample_image, { width: imageWidth }, true)}
              alt={intl.formatMessage(m.sampleAlt, { name: s.mostRecent.deviceName, seconds: s.mostRecent.durationS, watts: intl.formatNumber(s.mostRecent.peakW) })}
              width={imageWidth}
              height={260}
              data-testid="stall-sample-image"
            />
          </>
        ) : null}
      </section>
      <section className={styles.card} aria-labelledby="stall-help">
        <h2 id="stall-help" className={styles.cardTitle}>
          {intl.formatMessage(m.helpTitle)}
        </h2>
        <div className={styles.links}>
          <a className={styles.link} href={assetUrl(content.assets.raw_csv_files.motor_stalls)} download data-testid="stall-csv">
            <Icon name="chart" size={18} />
            {intl.formatMessage(common.downloadCsv)}
          </a>
          <a className={styles.link} href={COMMUNITY_HELP_URL} target="_blank" rel="noopener noreferrer">
            <Icon name="chat" size={18} />
            {intl.formatMessage(m.community)}
            <span className="kw-visually-hidden"> {intl.formatMessage(common.opensInNewTab)}</span>
          </a>
        </div>
      </section>
    </>
  );
}

/** /labs/motor-stalls (spec monitoring §2 "Motor stalls page"). */
export default function MotorStallsScreen() {
  return (
    <LabsPage title={m.title} intro={m.intro} testId="labs-motor-stalls">
      {(content) => <Body content={content} />}
    </LabsPage>
  );
}
