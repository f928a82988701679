import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { Button } from '../../../common/Button';
import { Skeleton } from '../../../common/Loader';
import { isRelay } from '../devicesRules';
import { selectListedDevices, selectListState, selectRelays } from '../devicesSelectors';
import { fetchRequested } from '../devicesSlice';
import messages from '../messages';
import DeviceListItem from './DeviceListItem';
import styles from './DeviceList.module.css';

export interface DeviceListProps {
  kind: 'devices' | 'relays';
  selectedId: string | null;
  id?: string;
}

/** The device (or relay) list beside the detail. Fetches the list if nobody has yet. A relay links to
 * its panel page (/panel/{id}) from either list. */
export default function DeviceList({ kind, selectedId, id }: DeviceListProps) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const list = useAppSelector(selectListState);
  const devices = useAppSelector(kind === 'relays' ? selectRelays : selectListedDevices);

  useEffect(() => {
    if (list.status === 'idle') dispatch(fetchRequested());
  }, [list.status, dispatch]);

  if (devices.length === 0 && (list.status === 'idle' || list.status === 'loading')) {
    return (
      <div className={styles.placeholder} role="status" aria-label={intl.formatMessage(messages.listLoading)} id={id}>
        {Array.from({ length: 6 }, (_, i) => (
          <span key={i} className={styles.skeletonRow}>
            <Skeleton width="2.25rem" height="2.25rem" radius="50%" />
            <Skeleton width={`${55 + ((i * 17) % 35)}%`} />
          </span>
        ))}
      </div>
    );
  }
  if (devices.length === 0 && list.status === 'failed') {
    return (
      <div className={styles.message} role="alert" id={id}>
        <p>{intl.formatMessage(messages.listFailed)}</p>
        <Button variant="secondary" onClick={() => dispatch(fetchRequested())}>
          {intl.formatMessage(messages.retry)}
        </Button>
      </div>
    );
  }
  if (devices.length === 0) {
    return (
      <div className={styles.message} id={id}>
        <p className={styles.emptyTitle}>{intl.formatMessage(kind === 'relays' ? messages.relaysEmpty : messages.listEmpty)}</p>
        <p className={styles.emptyHint}>{intl.formatMessage(kind === 'relays' ? messages.relaysEmptyHint : messages.listEmptyHint)}</p>
      </div>
    );
  }
  return (
    <ul className={styles.list} id={id} aria-label={intl.formatMessage(kind === 'relays' ? messages.relaysTitle : messages.listTitle)}>
      {devices.map((device) => (
        <DeviceListItem key={device.id} device={device} base={kind === 'relays' || isRelay(device) ? 'panel' : 'devices'} selected={device.id === selectedId} />
      ))}
    </ul>
  );
}
