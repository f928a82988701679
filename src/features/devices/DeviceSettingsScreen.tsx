import { useEffect, useRef, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { Icon } from '../../common/Icon';
import { PageLoader } from '../../common/Loader';
import DetailFailed from './components/DetailFailed';
import DeviceMissing from './components/DeviceMissing';
import DevicesLayout from './components/DevicesLayout';
import Section from './components/Section';
import { canDeclareConnected, canEdit, declaredConnected, deviceType, isRelay, supersedeCandidates, tag } from './devicesRules';
import { selectAllDevices, selectCategories, selectDetail, selectListStatus, selectTypesStatus } from './devicesSelectors';
import { detailRequested, operationsReset, typesRequested } from './devicesSlice';
import DeviceIcon from '../../common/icons/DeviceIcon';
import messages, { settingsMessages as m } from './messages';
import DeviceSettingsForm from './settings/DeviceSettingsForm';
import ManageSection from './settings/ManageSection';
import MergeDialog from './settings/MergeDialog';
import SupersedeDialog from './settings/SupersedeDialog';
import styles from './settings/settings.module.css';

const MERGE_PARAM = 'mergeIsOpen';
const CONNECTED_PARAM = 'connectedIsOpen';

/** The device as the "Notifications" section needs it (the alerts feature renders that section). */
export interface AlertsSlotDevice {
  id: string;
  name: string;
  isPowerBox: boolean;
  isRelay: boolean;
}

export interface DeviceSettingsScreenProps {
  variant?: 'device' | 'relay';
  /** Renders the "Notifications" section (src/app/routes.tsx passes the alerts feature's section). */
  alertsSlot?: (device: AlertsSlotDevice) => ReactNode;
}

/** /devices/{id}/settings and /panel/{id}/settings. ?mergeIsOpen=true opens the merge dialog. */
export default function DeviceSettingsScreen({ variant = 'device', alertsSlot }: DeviceSettingsScreenProps) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const id = useParams().deviceId ?? '';
  const [search, setSearch] = useSearchParams();
  const entry = useAppSelector((s) => selectDetail(s, id));
  const all = useAppSelector(selectAllDevices);
  const listStatus = useAppSelector(selectListStatus);
  const categories = useAppSelector(selectCategories);
  const typesStatus = useAppSelector(selectTypesStatus);
  const autoOpened = useRef<string | null>(null);

  useEffect(() => {
    dispatch(operationsReset());
    dispatch(detailRequested({ id }));
  }, [id, dispatch]);
  useEffect(() => {
    if (typesStatus === 'idle') dispatch(typesRequested());
  }, [typesStatus, dispatch]);

  const detail = entry?.data ?? null;
  const device = detail?.device ?? null;
  const relay = variant === 'relay' || (device !== null && isRelay(device));
  const base = relay ? 'panel' : 'devices';
  const detailPath = `/${base}/${encodeURIComponent(id)}`;
  const setParam = (key: string, open: boolean) =>
    setSearch((params) => {
      const next = new URLSearchParams(params);
      if (open) next.set(key, 'true');
      else next.delete(key);
      return next;
    }, { replace: !open });

  // The dedicated-circuit dialog opens by itself whenever there are no detectable devices to choose
  // (spec monitoring §2), for every device that may declare what is connected.
  const declarable = device !== null && canDeclareConnected(device);
  const noCandidates = device !== null && listStatus === 'succeeded' && supersedeCandidates(all, device).length === 0;
  useEffect(() => {
    if (!declarable || !noCandidates || autoOpened.current === id) return;
    autoOpened.current = id;
    setSearch((params) => new URLSearchParams([...params, [CONNECTED_PARAM, 'true']]));
  }, [declarable, noCandidates, id, setSearch]);

  let content;
  if (!detail && entry?.status === 'failed') {
    content = entry.notFound ? <DeviceMissing /> : <DetailFailed reason={entry.error} onRetry={() => dispatch(detailRequested({ id }))} />;
  }
  else if (!detail || !device) content = <PageLoader label={intl.formatMessage(messages.detailLoading)} />;
  else if (!detail.device.name) content = <DeviceMissing />;
  else {
    content = (
      <div className={styles.screen}>
        <Link to={detailPath} className={styles.back}>
          <Icon name="arrowLeft" size={18} />
          {intl.formatMessage(m.backTo, { name: device.name })}
        </Link>
        <header className={styles.header}>
          <span className={styles.headerIcon}>
            <DeviceIcon icon={device.icon} type={deviceType(device)} size={28} />
          </span>
          <div>
            <h1 className={styles.title}>{intl.formatMessage(relay ? m.relayTitle : m.title)}</h1>
            <p className={styles.subtitle}>{device.name}</p>
          </div>
        </header>
        {canEdit(device) ? (
          <DeviceSettingsForm detail={detail} categories={categories} />
        ) : (
          <Section title={intl.formatMessage(m.detailsTitle)}>
            <p className={styles.hint}>{intl.formatMessage(m.notEditable)}</p>
          </Section>
        )}
        {alertsSlot
          ? alertsSlot({
              id: device.id,
              name: device.name,
              isPowerBox: device.type === 'PowerBox' || ['Type', 'UserDeviceType', 'DefaultUserDeviceType'].some((k) => tag(device, k) === 'PowerBox'),
              isRelay: relay,
            })
          : null}
        <ManageSection
          device={device}
          connectedCount={declaredConnected(all, device).length}
          onOpenMerge={() => setParam(MERGE_PARAM, true)}
          onOpenConnected={() => setParam(CONNECTED_PARAM, true)}
        />
        {search.get(MERGE_PARAM) === 'true' ? <MergeDialog current={device} all={all} onClose={() => setParam(MERGE_PARAM, false)} /> : null}
        {search.get(CONNECTED_PARAM) === 'true' ? (
          <SupersedeDialog current={device} all={all} categories={categories} relay={relay} onClose={() => setParam(CONNECTED_PARAM, false)} />
        ) : null}
      </div>
    );
  }
  return (
    <DevicesLayout kind={relay ? 'relays' : 'devices'} selectedId={id}>
      {content}
    </DevicesLayout>
  );
}
