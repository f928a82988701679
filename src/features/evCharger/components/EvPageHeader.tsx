import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { Icon } from '../../../common/Icon';
import { pageMessages as m } from '../messages';
import styles from './EvPageHeader.module.css';

export interface EvPageHeaderProps {
  title: string;
  subtitle?: string;
  /** Where the back link goes and what it says. */
  back: { to: string; label: string };
  /** A control at the end of the title row (the settings edit icon). */
  action?: ReactNode;
}

/** A labs page's header: the way back, the Labs badge, the title and its action. */
export default function EvPageHeader({ title, subtitle, back, action }: EvPageHeaderProps) {
  const intl = useIntl();
  return (
    <header className={styles.header}>
      <Link to={back.to} className={styles.back}>
        <Icon name="arrowLeft" size={18} />
        {back.label}
      </Link>
      <div className={styles.titleRow}>
        <div className={styles.heading}>
          <span className={styles.badge}>{intl.formatMessage(m.labsBadge)}</span>
          <h1 className={styles.title}>{title}</h1>
        </div>
        {action}
      </div>
      {subtitle ? <p className={styles.subtitle}>{subtitle}</p> : null}
    </header>
  );
}

/** The pencil that opens the settings (shown only when the charger is enabled). */
export function EditSettingsLink({ to, label }: { to: string; label: string }) {
  return (
    <Link to={to} className={styles.edit} aria-label={label} title={label} data-testid="ev-edit-settings">
      <svg width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
        <path d="M12 20h9M16.5 3.5a2.1 2.1 0 0 1 3 3L7 19l-4 1 1-4z" />
      </svg>
    </Link>
  );
}
