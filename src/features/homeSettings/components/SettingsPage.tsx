import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { Icon, type IconName } from '../../../common/Icon';
import { pageMessages as m } from '../messages';
import styles from './settings.module.css';

export interface SettingsPageProps {
  icon: IconName;
  title: string;
  intro: string;
  children: ReactNode;
}

/** A home settings page: the way back to the settings menu, the header, then the page's sections. */
export default function SettingsPage({ icon, title, intro, children }: SettingsPageProps) {
  const intl = useIntl();
  return (
    <div className={styles.screen}>
      <Link to="/settings" className={styles.back}>
        <Icon name="arrowLeft" size={16} />
        {intl.formatMessage(m.backToSettings)}
      </Link>
      <header className={styles.header}>
        <span className={styles.headerIcon} aria-hidden="true">
          <Icon name={icon} size={28} />
        </span>
        <span className={styles.headerText}>
          <h1 className={styles.title}>{title}</h1>
          <p className={styles.subtitle}>{intro}</p>
        </span>
      </header>
      {children}
    </div>
  );
}
