import { useIntl, type MessageDescriptor } from 'react-intl';
import { useSelector } from 'react-redux';
import { useContext } from 'react';
import { Link, NavLink, UNSAFE_NavigationContext, useLocation, useNavigate, type Location } from 'react-router-dom';
import styles from './NavBar.module.css';
import { Icon, type IconName } from '../../common/Icon';
import { Logo } from '../../theme/Logo';
import { useProductValues } from '../../theme/useProductName';
import { selectBrand } from '../../theme/brand';
import type { WithSession } from '../session/sessionSelectors';
import { navMessages as m } from '../messages';
import { logoutPath } from '../navigation';

/** `short`: the phone tab bar's label where the full one would be cut (French "Consommation"). */
/** `also`: other paths that belong to the same section (the Dashboard is a tab of Usage). */
type NavLinkSpec = { to: string; label: MessageDescriptor; icon: IconName; short?: MessageDescriptor; also?: string[] };

const LINKS: NavLinkSpec[] = [
  { to: '/now', label: m.now, icon: 'bolt', short: m.nowShort },
  { to: '/devices', label: m.devices, icon: 'plug' },
  { to: '/meter', label: m.meter, icon: 'meter' },
  { to: '/usage', label: m.usage, icon: 'chart', short: m.usageShort, also: ['/dashboard'] },
  { to: '/labs', label: m.labs, icon: 'flask' },
  { to: '/settings', label: m.settings, icon: 'gear', short: m.settingsShort },
];
/** The partner edition's monitors drive relays: their panel sits beside the devices. */
const PARTNER_LINKS: NavLinkSpec[] = [...LINKS.slice(0, 2), { to: '/panel', label: m.panel, icon: 'panel' }, ...LINKS.slice(2)];

const linkClass = (isActive: boolean) => (isActive ? `${styles.link} ${styles.active}` : styles.link);
const within = (pathname: string, path: string) => pathname === path || pathname.startsWith(`${path}/`);

/** Brand and product name, the six sections, and sign out (carrying where the user was). A bottom tab bar on phones. */
export function NavBar() {
  const intl = useIntl();
  const values = useProductValues();
  const links = useSelector((state: WithSession) => selectBrand(state)) === 'partner' ? PARTNER_LINKS : LINKS;
  const location = useLocation();
  const navigate = useNavigate();
  const { navigator } = useContext(UNSAFE_NavigationContext);
  // Where the user is at the moment of the click, as the router's history has it: a navigation still
  // rendering (a lazy screen that suspends inside the router's transition) has moved the history (and
  // the address bar) but not this render's location.
  const signOut = (e: React.MouseEvent<HTMLAnchorElement>) => {
    if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
    e.preventDefault();
    const here = (navigator as { location?: Location }).location ?? location;
    navigate(logoutPath(`${here.pathname}${here.search}${here.hash}`));
  };
  return (
    <header className={styles.bar}>
      <a className={styles.skip} href="#main">
        {intl.formatMessage(m.skipToContent)}
      </a>
      <Link to="/now" className={styles.home} aria-label={intl.formatMessage(m.home, values)}>
        <Logo size={28} />
      </Link>
      <nav aria-label={intl.formatMessage(m.label)}>
        <ul className={styles.links} data-count={links.length}>
          {links.map((link) => (
            <li key={link.to}>
              <NavLink
                to={link.to}
                className={({ isActive }) => linkClass(isActive || (link.also ?? []).some((p) => within(location.pathname, p)))}
              >
                <Icon name={link.icon} size={20} />
                <span className={link.short ? `${styles.label} ${styles.hasShort}` : styles.label}>{intl.formatMessage(link.label)}</span>
                {link.short ? <span className={styles.labelShort}>{intl.formatMessage(link.short)}</span> : null}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <span className={styles.spacer} />
      <Link to={logoutPath(`${location.pathname}${location.search}${location.hash}`)} onClick={signOut} className={styles.signOut}>
        <Icon name="logout" size={18} />
        <span className={styles.signOutLabel}>{intl.formatMessage(m.signOut)}</span>
      </Link>
    </header>
  );
}
