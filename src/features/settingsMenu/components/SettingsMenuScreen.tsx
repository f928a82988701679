import { useId } from 'react';
import { useIntl } from 'react-intl';
import { useSelector } from 'react-redux';
import { Link, useLocation } from 'react-router-dom';
import { PROVIDER_APP_URL } from '../../../app/redirects';
import { selectSettings, selectUser, type WithSession } from '../../../app/session/sessionSelectors';
import { buttonClassName } from '../../../common/Button';
import { Icon } from '../../../common/Icon';
import { useProductValues } from '../../../theme/useProductName';
import { MOBILE_ONLY, visibleGroups, type MenuGroup } from '../menuItems';
import { settingsMenuMessages as m } from '../messages';
import styles from './SettingsMenuScreen.module.css';

function GroupCard({ group }: { group: MenuGroup }) {
  const intl = useIntl();
  const titleId = useId();
  return (
    <section className={styles.card} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.groupTitle}>
        {intl.formatMessage(m[group.title])}
      </h2>
      <ul className={styles.list}>
        {group.items.map((item) => (
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
  );
}

/** /settings: every settings page by group, the mobile-app-only ones as such, and the account signed in. */
export default function SettingsMenuScreen() {
  const intl = useIntl();
  const values = useProductValues();
  const email = useSelector((state: WithSession) => selectUser(state)?.email ?? null);
  const multitenant = useSelector((state: WithSession) => selectSettings(state)?.settings?.multitenant_state ?? null);
  const location = useLocation();
  const mobileTitleId = useId();
  const accountTitleId = useId();
  return (
    <div className={styles.page}>
      <header>
        <h1 className={styles.title}>{intl.formatMessage(m.title)}</h1>
        <p className={styles.subtitle}>{intl.formatMessage(m.subtitle, values)}</p>
      </header>
      <div className={styles.grid}>
        {visibleGroups(multitenant).map((group) => (
          <GroupCard key={group.key} group={group} />
        ))}
        <section className={styles.card} aria-labelledby={mobileTitleId}>
          <div className={styles.groupHead}>
            <h2 id={mobileTitleId} className={styles.groupTitle}>
              {intl.formatMessage(m.mobileTitle)}
            </h2>
            <span className={styles.badge}>
              <Icon name="phone" size={14} />
              {intl.formatMessage(m.mobileBadge)}
            </span>
          </div>
          <p className={styles.mobileText}>{intl.formatMessage(m.mobileText, values)}</p>
          <ul className={styles.list}>
            {MOBILE_ONLY.map((item) => (
              <li key={item.key} className={styles.row}>
                <span className={styles.iconMuted} aria-hidden="true">
                  <Icon name={item.icon} size={20} />
                </span>
                <span className={styles.text}>
                  <span className={styles.label}>{intl.formatMessage(m[item.label])}</span>
                  <span className={styles.hint}>{intl.formatMessage(m[item.hint])}</span>
                </span>
              </li>
            ))}
          </ul>
          <a className={styles.getApp} href={PROVIDER_APP_URL} target="_blank" rel="noopener noreferrer">
            {intl.formatMessage(m.getApp)}
            <Icon name="external" size={14} />
          </a>
        </section>
        <section className={styles.card} aria-labelledby={accountTitleId}>
          <h2 id={accountTitleId} className={styles.groupTitle}>
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
    </div>
  );
}
