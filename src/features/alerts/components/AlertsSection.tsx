import { useEffect, useId } from 'react';
import { useIntl } from 'react-intl';
import type { WireDeviceAlert } from '../../../api/wire/alerts';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { Button } from '../../../common/Button';
import { SkeletonLines } from '../../../common/Loader';
import { enabledWithPending } from '../alertsRules';
import { selectAlerts, selectChangedToggles } from '../alertsSelectors';
import { dialogOpened, fetchRequested, toggleChanged, togglesDiscarded, togglesSaveRequested } from '../alertsSlice';
import { rowMessages, sectionMessages as m, typeMessages } from '../messages';
import type { AlertDevice } from '../types';
import AlertGroup from './AlertGroup';
import AlertRow from './AlertRow';
import AlertToggleRow from './AlertToggleRow';
import CustomAlertDialog from './CustomAlertDialog';
import rowStyles from './AlertRow.module.css';
import styles from './AlertsSection.module.css';

export interface AlertsSectionProps {
  device: AlertDevice;
}

/**
 * The "Notifications" card of device settings (spec monitoring §2): basic toggles, custom alerts
 * (rows open the edit dialog; a final row adds one), and relay status toggles for relays. Basic and
 * custom groups are hidden for a power box. Toggles are saved with the section's Save button or
 * together with the device details form.
 */
export default function AlertsSection({ device }: AlertsSectionProps) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const titleId = useId();
  const alerts = useAppSelector(selectAlerts);
  const changed = useAppSelector(selectChangedToggles);
  const { groups, pending, flush, dialog } = alerts;
  const current = alerts.deviceId === device.id;

  useEffect(() => {
    dispatch(fetchRequested({ deviceId: device.id }));
  }, [device.id, dispatch]);

  const isUnsaved = (a: WireDeviceAlert) => pending[String(a.id)] !== undefined && pending[String(a.id)] !== a.enabled;
  const toggle = (a: WireDeviceAlert) => (enabled: boolean) => dispatch(toggleChanged({ id: a.id, enabled }));
  const unsavedLabel = intl.formatMessage(rowMessages.unsavedBadge);
  const typeLabel = (a: WireDeviceAlert) => (a.type ? intl.formatMessage(typeMessages[a.type]) : a.title ?? '');

  const showBasic = !device.isPowerBox && groups.basic.length > 0;
  // Spec: the basic and custom groups are hidden for a power box only (custom alerts need no basic ones).
  const showCustom = !device.isPowerBox;
  const showRelay = groups.relay.length > 0;

  let body;
  if (!current || alerts.status === 'idle' || (alerts.status === 'loading' && groups.basic.length + groups.custom.length + groups.relay.length === 0)) {
    body = (
      <div role="status" aria-label={intl.formatMessage(m.loading)} className={styles.loading}>
        <SkeletonLines lines={3} />
      </div>
    );
  } else if (alerts.status === 'failed') {
    body = (
      <div className={styles.problem} role="alert">
        <p className={styles.problemText}>{intl.formatMessage(m.loadFailed, { reason: alerts.error ?? '' })}</p>
        <Button variant="secondary" onClick={() => dispatch(fetchRequested({ deviceId: device.id }))}>
          {intl.formatMessage(m.retry)}
        </Button>
      </div>
    );
  } else if (!showBasic && !showCustom && !showRelay) {
    body = <p className={styles.muted}>{intl.formatMessage(m.unavailable)}</p>;
  } else {
    body = (
      <>
        <p className={styles.muted}>{intl.formatMessage(m.intro, { name: device.name })}</p>
        {showBasic ? (
          <AlertGroup title={intl.formatMessage(m.basicTitle)} testId="alerts-basic">
            {groups.basic.map((a) => (
              <AlertToggleRow key={a.id} label={typeLabel(a)} checked={enabledWithPending(a, pending)} unsaved={isUnsaved(a)} unsavedLabel={unsavedLabel} onChange={toggle(a)} />
            ))}
          </AlertGroup>
        ) : null}
        {showCustom ? (
          <AlertGroup title={intl.formatMessage(m.customTitle)} testId="alerts-custom">
            {groups.custom.length === 0 ? <li className={`${rowStyles.row} ${styles.muted}`}>{intl.formatMessage(m.customEmpty)}</li> : null}
            {groups.custom.map((a) => (
              <AlertRow key={a.id} alert={a} enabled={enabledWithPending(a, pending)} unsaved={isUnsaved(a)} onOpen={() => dispatch(dialogOpened({ alertId: a.id }))} onToggle={toggle(a)} />
            ))}
            <li className={rowStyles.row}>
              <button type="button" className={rowStyles.add} onClick={() => dispatch(dialogOpened({ alertId: null }))}>
                <span className={rowStyles.plus} aria-hidden="true">
                  <svg width="16" height="16" viewBox="0 0 24 24" focusable="false">
                    <path d="M12 5v14M5 12h14" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
                  </svg>
                </span>
                {intl.formatMessage(m.addCustom)}
              </button>
            </li>
          </AlertGroup>
        ) : null}
        {showRelay ? (
          <AlertGroup title={intl.formatMessage(m.relayTitle)} testId="alerts-relay">
            {groups.relay.map((a) => (
              <AlertToggleRow key={a.id} label={typeLabel(a)} checked={enabledWithPending(a, pending)} unsaved={isUnsaved(a)} unsavedLabel={unsavedLabel} onChange={toggle(a)} />
            ))}
          </AlertGroup>
        ) : null}
        {flush.status === 'failed' ? (
          <p className={styles.error} role="alert">
            {intl.formatMessage(m.saveFailed, { reason: flush.error ?? '' })}
          </p>
        ) : null}
        <div role="status" aria-live="polite" className={styles.statusLine}>
          {flush.status === 'succeeded' && changed.length === 0 ? intl.formatMessage(m.saved) : null}
        </div>
        {changed.length > 0 ? (
          <div className={styles.unsavedBar}>
            <p className={styles.unsavedText}>{intl.formatMessage(m.unsaved, { count: changed.length })}</p>
            <div className={styles.unsavedActions}>
              <Button variant="secondary" disabled={flush.status === 'pending'} onClick={() => dispatch(togglesDiscarded())}>
                {intl.formatMessage(m.discard)}
              </Button>
              <Button pending={flush.status === 'pending'} onClick={() => dispatch(togglesSaveRequested({ deviceId: device.id }))}>
                {intl.formatMessage(m.save)}
              </Button>
            </div>
          </div>
        ) : null}
      </>
    );
  }

  return (
    <section className={styles.card} aria-labelledby={titleId} data-testid="section-notifications">
      <h2 id={titleId} className={styles.title}>
        {intl.formatMessage(m.title)}
      </h2>
      {body}
      {current && dialog.open ? <CustomAlertDialog device={device} /> : null}
    </section>
  );
}
