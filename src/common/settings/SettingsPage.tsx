import { useId, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { Icon, type IconName } from '../Icon';
import { settingsPageMessages as m } from './messages';
import styles from './SettingsPage.module.css';

export interface SettingsPageProps {
  icon: IconName;
  title: ReactNode;
  subtitle?: ReactNode;
  /** Buttons at the end of the heading (e.g. Connected devices' Save). */
  actions?: ReactNode;
  children: ReactNode;
}

/**
 * The frame of a settings page: a way back to the settings menu, the page's icon, title (the one
 * h1) and what it holds, its actions, then its sections.
 */
export function SettingsPage({ icon, title, subtitle, actions, children }: SettingsPageProps) {
  const intl = useIntl();
  return (
    <div className={styles.page}>
      <Link to="/settings" className={styles.back}>
        <Icon name="arrowLeft" size={16} />
        {intl.formatMessage(m.back)}
      </Link>
      <header className={styles.header}>
        <span className={styles.headerIcon} aria-hidden="true">
          <Icon name={icon} size={26} />
        </span>
        <div className={styles.headerText}>
          <h1 className={styles.title}>{title}</h1>
          {subtitle ? <p className={styles.subtitle}>{subtitle}</p> : null}
        </div>
        {actions ? <div className={styles.headerActions}>{actions}</div> : null}
      </header>
      {children}
    </div>
  );
}

export interface SettingsSectionProps {
  title: ReactNode;
  description?: ReactNode;
  /** A link or button at the end of the title. */
  action?: ReactNode;
  id?: string;
  children?: ReactNode;
  testId?: string;
}

/** A titled card of a settings page, a region named by its title. */
export function SettingsSection({ title, description, action, id, children, testId }: SettingsSectionProps) {
  const titleId = useId();
  return (
    <section className={styles.section} aria-labelledby={titleId} id={id} data-testid={testId}>
      <div className={styles.sectionHead}>
        <div className={styles.sectionText}>
          <h2 id={titleId} className={styles.sectionTitle}>
            {title}
          </h2>
          {description ? <p className={styles.sectionDescription}>{description}</p> : null}
        </div>
        {action ? <div className={styles.sectionAction}>{action}</div> : null}
      </div>
      {children}
    </section>
  );
}

export interface SettingRowProps {
  label: ReactNode;
  hint?: ReactNode;
  /** Id of the label text, so a control can be named by it (aria-labelledby). */
  labelId?: string;
  children?: ReactNode;
}

/** One setting: its name and hint at the start, its control or value at the end. */
export function SettingRow({ label, hint, labelId, children }: SettingRowProps) {
  return (
    <div className={styles.row}>
      <div className={styles.rowText}>
        <span id={labelId} className={styles.rowLabel}>
          {label}
        </span>
        {hint ? <span className={styles.rowHint}>{hint}</span> : null}
      </div>
      {children !== undefined ? <div className={styles.rowControl}>{children}</div> : null}
    </div>
  );
}

/** Label and value pairs (monitor details, support details), as a description list. */
export function DetailList({ items, label }: { items: { term: ReactNode; value: ReactNode; key: string }[]; label?: string }) {
  return (
    <dl className={styles.details} aria-label={label}>
      {items.map((item) => (
        <div key={item.key} className={styles.detail}>
          <dt className={styles.term}>{item.term}</dt>
          <dd className={styles.value}>{item.value}</dd>
        </div>
      ))}
    </dl>
  );
}
