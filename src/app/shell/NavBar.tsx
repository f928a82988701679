import { useIntl, type MessageDescriptor } from 'react-intl';
import { Link, NavLink, useLocation } from 'react-router-dom';
import styles from './NavBar.module.css';
import { Icon, type IconName } from '../../common/Icon';
import { Logo } from '../../theme/Logo';
import { useProductValues } from '../../theme/useProductName';
import { navMessages as m } from '../messages';
import { logoutPath } from '../navigation';

const LINKS: { to: string; label: MessageDescriptor; icon: IconName }[] = [
  { to: '/now', label: m.now, icon: 'bolt' },
  { to: '/devices', label: m.devices, icon: 'plug' },
  { to: '/meter', label: m.meter, icon: 'meter' },
  { to: '/usage', label: m.usage, icon: 'chart' },
  { to: '/labs', label: m.labs, icon: 'flask' },
  { to: '/settings', label: m.settings, icon: 'gear' },
];

const linkClass = ({ isActive }: { isActive: boolean }) => (isActive ? `${styles.link} ${styles.active}` : styles.link);

/** Brand and product name, the six sections, and sign out (carrying where the user was). A bottom tab bar on phones. */
export function NavBar() {
  const intl = useIntl();
  const values = useProductValues();
  const location = useLocation();
  return (
    <header className={styles.bar}>
      <a className={styles.skip} href="#main">
        {intl.formatMessage(m.skipToContent)}
      </a>
      <Link to="/now" className={styles.home} aria-label={intl.formatMessage(m.home, values)}>
        <Logo size={28} />
      </Link>
      <nav aria-label={intl.formatMessage(m.label)}>
        <ul className={styles.links}>
          {LINKS.map((link) => (
            <li key={link.to}>
              <NavLink to={link.to} className={linkClass}>
                <Icon name={link.icon} size={20} />
                <span className={styles.label}>{intl.formatMessage(link.label)}</span>
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <span className={styles.spacer} />
      <Link to={logoutPath(`${location.pathname}${location.search}${location.hash}`)} className={styles.signOut}>
        <Icon name="logout" size={18} />
        <span className={styles.signOutLabel}>{intl.formatMessage(m.signOut)}</span>
      </Link>
    </header>
  );
}
