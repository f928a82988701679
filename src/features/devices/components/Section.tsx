import { useId, type ReactNode } from 'react';
import styles from './Section.module.css';

export interface SectionProps {
  title: ReactNode;
  /** A link or button at the right of the title. */
  action?: ReactNode;
  /** 'prompt' draws a highlighted call-to-action card. */
  tone?: 'default' | 'prompt';
  className?: string;
  children: ReactNode;
  testId?: string;
}

/** A titled card region of the device detail. */
export default function Section({ title, action, tone = 'default', className, children, testId }: SectionProps) {
  const titleId = useId();
  return (
    <section
      className={[styles.section, tone === 'prompt' ? styles.prompt : '', className ?? ''].filter(Boolean).join(' ')}
      aria-labelledby={titleId}
      data-testid={testId}
    >
      <div className={styles.head}>
        <h2 id={titleId} className={styles.title}>
          {title}
        </h2>
        {action ? <div className={styles.action}>{action}</div> : null}
      </div>
      {children}
    </section>
  );
}
