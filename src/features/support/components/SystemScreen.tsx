import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { selectMonitor, selectMonitorTimeZone } from '../../../app/session/sessionSelectors';
import { Button } from '../../../common/Button';
import { Icon } from '../../../common/Icon';
import { SkeletonLines } from '../../../common/Loader';
import { DetailList, SettingsPage, SettingsSection } from '../../../common/settings/SettingsPage';
import { useProductValues } from '../../../theme/useProductName';
import { systemMessages as m } from '../messages';
import { selectMonitorStatus } from '../supportSelectors';
import { statusRequested } from '../supportSlice';
import styles from './Support.module.css';

/** Settings → System (/settings/monitor): the monitor's status (online or offline), connection, firmware and detection. */
export default function SystemScreen() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const values = useProductValues();
  const monitor = useAppSelector(selectMonitor);
  const status = useAppSelector(selectMonitorStatus);
  const timeZone = useAppSelector(selectMonitorTimeZone);
  const monitorId = monitor?.id ?? null;
  const checked = monitor?.signal_check_completed_time ?? null;
  /** The monitor's hardware by name ('monitor' is the energy monitor); other kinds as the server names them. */
  const hardwareName = (type: string | undefined) => (!type ? '–' : type === 'monitor' ? intl.formatMessage(m.hardwareMonitor) : type);
  useEffect(() => {
    if (monitorId !== null) dispatch(statusRequested({ monitorId }));
  }, [dispatch, monitorId]);

  const refresh =
    monitorId !== null ? (
      <Button variant="secondary" pending={status.status === 'loading'} onClick={() => dispatch(statusRequested({ monitorId }))}>
        <Icon name="refresh" size={16} />
        {intl.formatMessage(m.refresh)}
      </Button>
    ) : null;

  const data = status.monitorId === monitorId ? status.data : null;
  let body;
  if (monitorId === null) {
    body = <p className={styles.hint}>{intl.formatMessage(m.noMonitor)}</p>;
  } else if (!data && status.status === 'failed') {
    body = (
      <div className={styles.failed} role="alert">
        <p>{intl.formatMessage(m.loadFailed)}</p>
        {status.error ? <p className={styles.hint}>{status.error}</p> : null}
        <Button variant="secondary" onClick={() => dispatch(statusRequested({ monitorId }))}>
          {intl.formatMessage(m.retry)}
        </Button>
      </div>
    );
  } else if (!data) {
    body = (
      <SettingsSection title={intl.formatMessage(m.statusTitle)}>
        <SkeletonLines lines={4} />
      </SettingsSection>
    );
  } else {
    const info = data.monitor_info;
    const progress = Math.max(0, Math.min(100, data.signals.progress));
    body = (
      <>
        <SettingsSection
          title={intl.formatMessage(m.statusTitle)}
          action={
            <span className={info.online ? styles.online : styles.offline} data-testid="monitor-online">
              <span className={styles.dot} aria-hidden="true" />
              {intl.formatMessage(info.online ? m.online : m.offline)}
            </span>
          }
          testId="monitor-status"
        >
          {info.online ? null : <p className={styles.offlineText}>{intl.formatMessage(m.offlineText)}</p>}
          <DetailList
            items={[
              { key: 'serial', term: intl.formatMessage(m.serial), value: info.serial },
              { key: 'hardware', term: intl.formatMessage(m.hardware), value: hardwareName(monitor?.hardware_type) },
              { key: 'version', term: intl.formatMessage(m.version), value: info.version },
            ]}
          />
        </SettingsSection>
        <SettingsSection title={intl.formatMessage(m.connectionTitle)}>
          <DetailList
            items={[
              { key: 'ssid', term: intl.formatMessage(m.ssid), value: info.ssid },
              { key: 'signal', term: intl.formatMessage(m.signal), value: intl.formatNumber(info.wifi_strength / 100, { style: 'percent' }) },
              { key: 'mac', term: intl.formatMessage(m.mac), value: <span className={styles.mono}>{info.mac}</span> },
              { key: 'ip', term: intl.formatMessage(m.ip), value: <span className={styles.mono}>{info.ip_address}</span> },
              {
                key: 'check',
                term: intl.formatMessage(m.signalCheck),
                value: checked ? intl.formatDate(checked, { dateStyle: 'medium', timeZone }) : intl.formatMessage(m.notChecked),
              },
            ]}
          />
        </SettingsSection>
        <SettingsSection title={intl.formatMessage(m.detectionTitle)} testId="detection">
          <DetailList
            items={[
              { key: 'found', term: intl.formatMessage(m.devicesFound), value: <span data-testid="devices-found">{intl.formatNumber(data.device_detection.num_detected)}</span> },
              { key: 'status', term: intl.formatMessage(m.detectionStatus), value: data.signals.status === 'OK' ? intl.formatMessage(m.detectionOk) : data.signals.status },
            ]}
          />
          <div className={styles.progress}>
            <div className={styles.progressLabel}>
              <span>{intl.formatMessage(m.detectionProgress)}</span>
              <span>{intl.formatNumber(progress / 100, { style: 'percent' })}</span>
            </div>
            <div className={styles.track} role="progressbar" aria-label={intl.formatMessage(m.detectionProgress)} aria-valuemin={0} aria-valuemax={100} aria-valuenow={progress}>
              <span className={styles.bar} style={{ width: `${progress}%` }} />
            </div>
          </div>
        </SettingsSection>
      </>
    );
  }
  return (
    <SettingsPage icon="chip" title={intl.formatMessage(m.title)} subtitle={intl.formatMessage(m.subtitle, values)} actions={refresh}>
      {body}
    </SettingsPage>
  );
}
