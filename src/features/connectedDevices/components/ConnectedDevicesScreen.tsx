import { useEffect, useId, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useLocation } from 'react-router-dom';
import type { WireMonitor } from '../../../api/wire/monitor';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { selectMonitor } from '../../../app/session/sessionSelectors';
import { Button } from '../../../common/Button';
import { Icon } from '../../../common/Icon';
import { SettingRow, SettingsPage, SettingsSection } from '../../../common/settings/SettingsPage';
import { Toggle } from '../../../common/Toggle';
import { useProductValues } from '../../../theme/useProductName';
import { selectDirty, selectMultitenant, selectNdiLocked, selectNdiShown, selectNdiStored, selectSave } from '../connectedDevicesSelectors';
import { draftDiscarded, ndiToggled, saveRequested } from '../connectedDevicesSlice';
import { connectedDevicesMessages as m } from '../messages';
import type { IntegrationsSlotProps } from '../types';
import styles from './ConnectedDevicesScreen.module.css';

export interface ConnectedDevicesScreenProps {
  /** The integration rows (the integrations feature), passed in by the shell; nothing there without it. */
  integrationsSlot?: (props: IntegrationsSlotProps) => ReactNode;
}

const AUX_LABEL = {
  solar: m['aux.solar'],
  generator: m['aux.generator'],
  split_service: m['aux.split_service'],
  dedicated_circuit: m['aux.dedicated_circuit'],
} as const;

/** Spec §6: sensor sources are shown for monitor hardware only, read-only. */
const isMonitorHardware = (monitor: WireMonitor | null) => (monitor?.hardware_type ?? 'monitor') === 'monitor';

function DataSources() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const values = useProductValues();
  const shown = useAppSelector(selectNdiShown);
  const stored = useAppSelector(selectNdiStored);
  const locked = useAppSelector(selectNdiLocked);
  const dirty = useAppSelector(selectDirty);
  const pending = useAppSelector(selectSave).status === 'pending';
  const labelId = useId();
  const hint = (
    <>
      {intl.formatMessage(m.ndiHint, values)}
      {locked ? <span className={styles.locked}>{intl.formatMessage(m.locked)}</span> : null}
      {dirty ? <span className={styles.unsaved}>{intl.formatMessage(m.unsaved)}</span> : null}
    </>
  );
  return (
    <SettingsSection title={intl.formatMessage(m.dataSourcesTitle)} testId="data-sources">
      <SettingRow label={intl.formatMessage(m.ndi)} labelId={labelId} hint={hint}>
        <Toggle checked={shown} labelledBy={labelId} disabled={locked || pending} onChange={(enabled) => dispatch(ndiToggled({ enabled, stored }))} />
      </SettingRow>
    </SettingsSection>
  );
}

function SensorSources({ monitor }: { monitor: WireMonitor | null }) {
  const intl = useIntl();
  const aux = monitor?.aux_port ?? null;
  return (
    <SettingsSection
      title={intl.formatMessage(m.sensorsTitle)}
      description={intl.formatMessage(m.sensorsText)}
      action={<span className={styles.readOnly}>{intl.formatMessage(m.readOnly)}</span>}
      testId="sensor-sources"
    >
      <div>
        <SettingRow label={intl.formatMessage(m.mains)} hint={intl.formatMessage(m.mainsHint)}>
          <span className={styles.value}>{intl.formatMessage(m.mainsValue)}</span>
        </SettingRow>
        <SettingRow label={intl.formatMessage(m.aux)} hint={intl.formatMessage(m.auxHint)}>
          <span className={styles.value} data-testid="aux-sensor">
            {intl.formatMessage(aux ? AUX_LABEL[aux] : m['aux.none'])}
          </span>
        </SettingRow>
      </div>
    </SettingsSection>
  );
}

/**
 * Settings → Connected devices (/settings/connected_devices and /settings/connected-devices): the
 * heading's Save applies the data-source switch; sensor sources read-only on monitor hardware; the
 * integrations. Multi-tenant users see the switch locked; multi-tenant admins see neither data
 * sources nor integrations (spec §6).
 */
export default function ConnectedDevicesScreen({ integrationsSlot }: ConnectedDevicesScreenProps) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const values = useProductValues();
  const monitor = useAppSelector(selectMonitor);
  const multitenant = useAppSelector(selectMultitenant);
  const dirty = useAppSelector(selectDirty);
  const shown = useAppSelector(selectNdiShown);
  const save = useAppSelector(selectSave);
  const location = useLocation();
  const admin = multitenant === 'admin';

  useEffect(() => () => void dispatch(draftDiscarded()), [dispatch]);
  // /settings/connected_devices#integrations (the settings menu) lands on the integrations.
  useEffect(() => {
    if (location.hash) document.getElementById(location.hash.slice(1))?.scrollIntoView?.();
  }, [location.hash]);

  const saveButton = (
    <Button disabled={!dirty || !monitor} pending={save.status === 'pending'} onClick={() => monitor && dispatch(saveRequested({ monitorId: monitor.id, enabled: shown }))}>
      <Icon name="check" size={18} />
      {intl.formatMessage(m.save)}
    </Button>
  );
  return (
    <SettingsPage icon="wifi" title={intl.formatMessage(m.title)} subtitle={intl.formatMessage(m.subtitle, values)} actions={saveButton}>
      {admin ? null : <DataSources />}
      {isMonitorHardware(monitor) ? <SensorSources monitor={monitor} /> : null}
      {admin ? null : (
        <SettingsSection id="integrations" title={intl.formatMessage(m.integrationsTitle)} description={intl.formatMessage(m.integrationsText, values)} testId="integrations">
          {integrationsSlot && monitor ? integrationsSlot({ monitorId: monitor.id, multitenantState: multitenant }) : null}
        </SettingsSection>
      )}
    </SettingsPage>
  );
}
