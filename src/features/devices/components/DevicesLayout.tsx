import { useId, useState, type MouseEvent, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { useAppSelector } from '../../../app/hooks';
import { selectListedDevices, selectRelays } from '../devicesSelectors';
import messages from '../messages';
import DeviceList from './DeviceList';
import styles from './DevicesLayout.module.css';

export interface DevicesLayoutProps {
  kind: 'devices' | 'relays';
  selectedId: string | null;
  children: ReactNode;
}

/**
 * The list beside the detail. On narrow screens the list folds into an "All devices" disclosure
 * above the detail, and closes again when a device is chosen.
 */
export default function DevicesLayout({ kind, selectedId, children }: DevicesLayoutProps) {
  const intl = useIntl();
  const titleId = useId();
  const listId = useId();
  const [open, setOpen] = useState(false);
  const count = useAppSelector(kind === 'relays' ? selectRelays : selectListedDevices).length;
  const closeOnPick = (event: MouseEvent<HTMLDivElement>) => {
    if ((event.target as HTMLElement).closest('a')) setOpen(false);
  };
  return (
    <div className={styles.layout}>
      <nav className={styles.sidebar} aria-labelledby={titleId}>
        <div className={styles.sidebarHeader}>
          <h2 id={titleId} className={styles.sidebarTitle}>
            {intl.formatMessage(kind === 'relays' ? messages.relaysTitle : messages.listTitle)}
          </h2>
          {kind === 'relays' ? (
            <Link to="/panel/history" className={styles.headerLink}>
              {intl.formatMessage(messages.relayHistoryTitle)}
            </Link>
          ) : null}
          <button type="button" className={styles.toggle} aria-expanded={open} aria-controls={listId} onClick={() => setOpen((o) => !o)}>
            {intl.formatMessage(kind === 'relays' ? messages.showRelays : messages.showDevices)}
            {count > 0 ? <span className={styles.count}>{count}</span> : null}
            <svg className={styles.chevron} viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
              <path d="M6 9l6 6 6-6" />
            </svg>
          </button>
        </div>
        <div className={styles.listWrap} data-open={open} onClick={closeOnPick}>
          <DeviceList kind={kind} selectedId={selectedId} id={listId} />
        </div>
      </nav>
      <div className={styles.content}>{children}</div>
    </div>
  );
}
