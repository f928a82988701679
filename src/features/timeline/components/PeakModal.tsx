import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { selectMonitorTimeZone } from '../../../app/session/sessionSelectors';
import { Button } from '../../../common/Button';
import { Spinner } from '../../../common/Loader';
import { Modal, ModalActions } from '../../../common/Modal';
import { safeZone } from '../format';
import { meterUrl } from '../meterWindow';
import messages from '../messages';
import { selectPeak } from '../timelineSelectors';
import { peakClosed, peakFetchRequested } from '../timelineSlice';
import TimelineIcon from './TimelineIcon';
import styles from './PeakModal.module.css';

export const LEARN_MORE_URL = 'https://en.wikipedia.org/wiki/Peak_demand';

/** 'You hit a new peak' (spec §2): when, how much, the previous peak, what was on, and the power meter. */
export default function PeakModal() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const peak = useAppSelector(selectPeak);
  const zone = safeZone(useAppSelector(selectMonitorTimeZone));
  const close = () => dispatch(peakClosed());
  const data = peak.status === 'succeeded' ? peak.data : null;
  const watts = (w: number) => intl.formatMessage(messages.watts, { watts: intl.formatNumber(Math.round(w)) });
  const date = (iso: string) => intl.formatDate(new Date(iso), { weekday: 'long', month: 'long', day: 'numeric', timeZone: zone });
  const clock = (iso: string) => intl.formatTime(new Date(iso), { hour: 'numeric', minute: '2-digit', timeZone: zone });

  const openMeter = () => {
    const to = meterUrl(data?.peak_time);
    close();
    void navigate(to);
  };

  return (
    <Modal title={intl.formatMessage(messages.modalTitle)} onClose={close} size="full">
      <div className={styles.body} data-testid="peak-modal">
        {peak.status === 'loading' && (
          <p className={styles.state} role="status">
            <Spinner /> {intl.formatMessage(messages.peakLoading)}
          </p>
        )}
        {peak.status === 'failed' && (
          <div className={styles.state} role="alert">
            <p>{intl.formatMessage(messages.peakError)}</p>
            <Button variant="secondary" onClick={() => peak.id && dispatch(peakFetchRequested({ peakId: peak.id, host: peak.host }))}>
              {intl.formatMessage(messages.retry)}
            </Button>
          </div>
        )}
        {data && (
          <>
            <p className={styles.when}>
              <time dateTime={data.peak_time}>{intl.formatMessage(messages.when, { date: date(data.peak_time), time: clock(data.peak_time) })}</time>
            </p>
            <div className={styles.figure}>
              <span className={styles.value} data-testid="peak-watts">
                {intl.formatNumber(Math.round(data.peak_max))}
              </span>
              <span className={styles.unit}>W</span>
              <span className={styles.caption}>{intl.formatMessage(messages.peakLabel)}</span>
            </div>
            <p className={styles.previous}>
              {data.last_peak_max !== null && data.last_alert_time
                ? intl.formatMessage(messages.previous, { watts: watts(data.last_peak_max), date: date(data.last_alert_time) })
                : intl.formatMessage(messages.noPrevious)}
            </p>
            <h3 className={styles.devicesTitle}>{intl.formatMessage(messages.devicesTitle)}</h3>
            {data.devices.length === 0 ? (
              <p className={styles.previous}>{intl.formatMessage(messages.noDevices)}</p>
            ) : (
              <ul className={styles.devices}>
                {data.devices.map((d) => (
                  <li key={d.id} className={styles.device}>
                    <span className={styles.deviceIcon}>
                      <TimelineIcon name={d.icon} />
                    </span>
                    <span className={styles.deviceName}>{d.name}</span>
                    <span className={styles.deviceWatts}>{watts(d.peak_wattage)}</span>
                    <span className={styles.bar} aria-hidden="true">
                      <span style={{ width: `${Math.min(100, (d.peak_wattage / Math.max(1, data.peak_max)) * 100)}%` }} />
                    </span>
                  </li>
                ))}
              </ul>
            )}
          </>
        )}
        <ModalActions>
          <a className={styles.learnMore} href={LEARN_MORE_URL} target="_blank" rel="noopener noreferrer">
            {intl.formatMessage(messages.learnMore)} <span className="kw-visually-hidden">{intl.formatMessage(messages.newTab)}</span>
          </a>
          <Button onClick={openMeter} disabled={!data}>
            {intl.formatMessage(messages.viewInMeter)}
          </Button>
        </ModalActions>
      </div>
    </Modal>
  );
}
