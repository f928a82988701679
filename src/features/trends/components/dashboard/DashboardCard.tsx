import { useId, type ReactNode } from 'react';
import styles from './Dashboard.module.css';

/** A dashboard card: a titled section (a labelled region) with an optional action in its header. */
export default function DashboardCard({ title, action, wide, tall, testId, children }: { title: string; action?: ReactNode; wide?: boolean; tall?: boolean; testId?: string; children: ReactNode }) {
  const id = useId();
  return (
    <section className={[styles.card, wide ? styles.wide : '', tall ? styles.tall : ''].filter(Boolean).join(' ')} aria-labelledby={id} data-testid={testId}>
      <div className={styles.cardHeader}>
        <h2 id={id} className={styles.cardTitle}>
          {title}
        </h2>
        {action}
      </div>
      {children}
    </section>
  );
}
