import { useEffect, useId, useLayoutEffect, type MouseEvent, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { Icon } from '../../../common/Icon';
import { useMediaQuery } from '../../../common/useMediaQuery';
import messages from '../messages';
import DeviceList from './DeviceList';
import styles from './DevicesLayout.module.css';

/** Below this width the list and the detail are two pages (DevicesLayout.module.css uses the same). */
export const NARROW_QUERY = '(max-width: 900px)';

export interface DevicesLayoutProps {
  kind: 'devices' | 'relays';
  selectedId: string | null;
  /** 'index': the list's own page (/devices, /panel); 'detail': one device or relay. */
  mode?: 'index' | 'detail';
  children?: ReactNode;
}

/** Where the phone list was scrolled when a device was opened from it, so back returns there. */
const phoneList = { scrollY: 0, openedFromList: false };

/**
 * Desktop: the list beside the detail. Phone: two pages, the list (a tap opens the detail) and the
 * detail with a way back to the list, which comes back at the place it was left.
 */
export default function DevicesLayout({ kind, selectedId, mode = 'detail', children }: DevicesLayoutProps) {
  const intl = useIntl();
  const titleId = useId();
  const navigate = useNavigate();
  const narrow = useMediaQuery(NARROW_QUERY);
  const listPath = kind === 'relays' ? '/panel' : '/devices';
  const listOnly = narrow && mode === 'index' && !children;

  useLayoutEffect(() => {
    if (!listOnly || !phoneList.openedFromList) return;
    window.scrollTo({ top: phoneList.scrollY });
    phoneList.openedFromList = false;
  }, [listOnly]);
  // Another device (or another page of one, such as an always-on device) starts at the top, not
  // where the last one was scrolled to.
  const { pathname } = useLocation();
  useEffect(() => {
    if (mode === 'detail') window.scrollTo({ top: 0 });
  }, [mode, pathname]);

  const rememberPlace = (event: MouseEvent<HTMLDivElement>) => {
    if (!narrow || !(event.target as HTMLElement).closest('a')) return;
    phoneList.scrollY = window.scrollY;
    phoneList.openedFromList = true;
  };
  const back = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!phoneList.openedFromList) return;
    event.preventDefault();
    navigate(-1);
  };

  if (narrow && mode === 'detail') {
    return (
      <div className={styles.layout}>
        <Link to={listPath} className={styles.back} onClick={back}>
          <Icon name="arrowLeft" size={18} />
          {intl.formatMessage(kind === 'relays' ? messages.showRelays : messages.showDevices)}
        </Link>
        <div className={styles.content}>{children}</div>
      </div>
    );
  }
  // The phone list is a page of its own: its title is the page's heading.
  const Title = listOnly ? 'h1' : 'h2';
  const sidebar = (
    <nav className={styles.sidebar} aria-labelledby={titleId}>
      <div className={styles.sidebarHeader}>
        <Title id={titleId} className={styles.sidebarTitle}>
          {intl.formatMessage(kind === 'relays' ? messages.relaysTitle : messages.listTitle)}
        </Title>
        {kind === 'relays' ? (
          <Link to="/panel/history" className={styles.headerLink}>
            {intl.formatMessage(messages.relayHistoryTitle)}
          </Link>
        ) : null}
      </div>
      <div onClick={rememberPlace}>
        <DeviceList kind={kind} selectedId={selectedId} />
      </div>
    </nav>
  );
  if (narrow) return <div className={styles.layout}>{listOnly ? sidebar : <div className={styles.content}>{children}</div>}</div>;
  return (
    <div className={styles.layout}>
      {sidebar}
      <div className={styles.content}>{children}</div>
    </div>
  );
}
