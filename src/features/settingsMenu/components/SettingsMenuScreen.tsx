import { useIntl } from 'react-intl';
import { useSelector } from 'react-redux';
import { Link, useLocation } from 'react-router-dom';
import { selectUser, type WithSession } from '../../../app/session/sessionSelectors';
import { buttonClassName } from '../../../common/Button';
import { Icon, type IconName } from '../../../common/Icon';
import { useProductValues } from '../../../theme/useProductName';
import { settingsMenuMessages as m } from '../messages';
import styles from './SettingsMenuScreen.module.css';

interface Item {
  to: string;
  icon: IconName;
  label: 'appearance';
  hint: 'appearanceHint';
}

/** The settings pages that exist, by group; each row names the page and what it holds. */
const PREFERENCES: Item[] = [{ to: '/settings/appearance', icon: 'gear', label: 'appearance', hint: 'appearanceHint' }];

/** /settings: the menu of settings pages, with the signed-in account and sign out. */
export default function SettingsMenuScreen() {
  const intl = useIntl();
  const values = useProductValues();
  const email = useSelector((state: WithSession) => selectUser(state)?.email ?? null);
  const location = useLocation();
  return (
    <div className={styles.page}>
      <header>
        <h1 className={styles.title}>{intl.formatMessage(m.title)}</h1>
        <p className={styles.subtitle}>{intl.formatMessage(m.subtitle, values)}</p>
      </header>
      <section className={styles.card} aria-labelledby="settings-preferences">
        <h2 id="settings-preferences" className={styles.groupTitle}>
          {intl.formatMessage(m.preferencesTitle)}
        </h2>
        <ul className={styles.list}>
          {PREFERENCES.map((item) => (
            <li key={item.to}>
              <Link to={item.to} className={styles.row}>
                <span className={styles.icon} aria-hidden="true">
                  <Icon name={item.icon} size={20} />
                </span>
                <span className={styles.text}>
                  <span className={styles.label}>{intl.formatMessage(m[item.label])}</span>
                  <span className={styles.hint}>{intl.formatMessage(m[item.hint])}</span>
                </span>
                <span className={styles.chevron} aria-hidden="true">
                  ›
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </section>
      <section className={styles.card} aria-labelledby="settings-account">
        <h2 id="settings-account" className={styles.groupTitle}>
          {intl.formatMessage(m.accountTitle)}
        </h2>
        <div className={styles.accountRow}>
          {email ? <p className={styles.email}>{intl.formatMessage(m.signedInAs, { email })}</p> : null}
          <Link to={`/logout?next=${encodeURIComponent(`${location.pathname}${location.search}`)}`} className={buttonClassName('secondary', false, styles.signOut)}>
            <Icon name="logout" size={18} />
            {intl.formatMessage(m.signOut)}
          </Link>
        </div>
      </section>
    </div>
  );
}
