import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { useParams, useSearchParams } from 'react-router-dom';
import type { WireUsageScale } from '../../api/wire/devices';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { PageLoader } from '../../common/Loader';
import AlwaysOnDevicePage from './components/AlwaysOnDevicePage';
import DeviceDetailBody from './components/DeviceDetailBody';
import DetailFailed from './components/DetailFailed';
import DeviceHeader from './components/DeviceHeader';
import DeviceMissing from './components/DeviceMissing';
import DevicesLayout from './components/DevicesLayout';
import { SCALES } from './constants';
import { selectDetail, selectTypesStatus } from './devicesSelectors';
import { detailRequested, typesRequested } from './devicesSlice';
import messages from './messages';
import type { RelayHistorySlot } from './sections/RelayHistorySection';
import type { TimelineSlot } from './sections/TimelineSection';
import type { DetailVariant } from './types';
import styles from './DeviceDetailScreen.module.css';

export interface DeviceDetailScreenProps {
  /** Fixed for /devices/always_on, /devices/unknown and /devices/solar; else the :deviceId param. */
  deviceId?: string;
  /** /devices/{id}, /always_on/{id} (user-added always-on devices) or /panel/{id} (relays). */
  variant?: DetailVariant;
  /** The timeline feature's first 3 events of this device (wired by the app's routes). */
  timelineSlot?: TimelineSlot;
  /** The relay timeline of a relay (wired by the app's routes). */
  relayHistorySlot?: RelayHistorySlot;
}

const parseScale = (value: string | null): WireUsageScale | undefined => {
  const upper = value?.toUpperCase() === 'CYCLE' ? 'BILL' : value?.toUpperCase();
  return SCALES.find((s) => s === upper);
};

/** Device detail beside the device list. Accepts ?scale=&start= from timeline items. */
export default function DeviceDetailScreen({ deviceId, variant = 'device', timelineSlot, relayHistorySlot }: DeviceDetailScreenProps) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const params = useParams();
  const [search] = useSearchParams();
  const id = deviceId ?? params.deviceId ?? 'always_on';
  const scale = parseScale(search.get('scale'));
  const start = search.get('start');
  const entry = useAppSelector((s) => selectDetail(s, id));
  const typesStatus = useAppSelector(selectTypesStatus);
  // /always_on/{id} of an always-on device the user added ('ao-<n>') is its own page.
  const addedAlwaysOn = variant === 'alwaysOnDevice' && id.startsWith('ao-');

  useEffect(() => {
    if (!addedAlwaysOn) dispatch(detailRequested({ id, scale, start }));
  }, [addedAlwaysOn, id, scale, start, dispatch]);
  useEffect(() => {
    if (typesStatus === 'idle') dispatch(typesRequested());
  }, [typesStatus, dispatch]);

  const relay = variant === 'relay';
  if (addedAlwaysOn) {
    return (
      <DevicesLayout kind="devices" selectedId="always_on">
        <AlwaysOnDevicePage id={id} />
      </DevicesLayout>
    );
  }
  const settingsPath = `/${relay ? 'panel' : 'devices'}/${encodeURIComponent(id)}/settings`;
  const detail = entry?.data ?? null;
  let content;
  if (detail && !detail.device?.name) content = <DeviceMissing />;
  else if (detail) {
    content = (
      <div className={styles.detail} aria-busy={entry?.status === 'loading' || undefined}>
        <DeviceHeader detail={detail} settingsPath={settingsPath} />
        <DeviceDetailBody detail={detail} settingsPath={settingsPath} timelineSlot={timelineSlot} relayHistorySlot={relayHistorySlot} />
      </div>
    );
  } else if (entry?.status === 'failed' && entry.notFound) content = <DeviceMissing />;
  else if (entry?.status === 'failed') content = <DetailFailed reason={entry.error} onRetry={() => dispatch(detailRequested({ id, scale, start }))} />;
  else content = <PageLoader label={intl.formatMessage(messages.detailLoading)} />;

  return (
    <DevicesLayout kind={relay ? 'relays' : 'devices'} selectedId={variant === 'alwaysOnDevice' ? 'always_on' : id}>
      {content}
    </DevicesLayout>
  );
}
