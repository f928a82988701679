import { useId, type ReactNode } from 'react';
import styles from './AlertsSection.module.css';

/** One titled group of the section ('Basic notifications', …): a heading and its list of rows. */
export default function AlertGroup({ title, children, testId }: { title: string; children: ReactNode; testId?: string }) {
  const titleId = useId();
  return (
    <div className={styles.group} data-testid={testId}>
      <h3 id={titleId} className={styles.groupTitle}>
        {title}
      </h3>
      <ul className={styles.list} aria-labelledby={titleId}>
        {children}
      </ul>
    </div>
  );
}
