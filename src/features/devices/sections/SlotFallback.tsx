import type { ReactNode } from 'react';
import styles from './sections.module.css';

/** The designed stand-in for content another feature provides (timeline, relay history). */
export default function SlotFallback({ title, hint, children }: { title: string; hint: string; children?: ReactNode }) {
  return (
    <div className={styles.empty}>
      <svg viewBox="0 0 24 24" width="28" height="28" aria-hidden="true">
        <path d="M12 7v5l3 2M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18z" />
      </svg>
      <div>
        <p className={styles.emptyTitle}>{title}</p>
        <p>{hint}</p>
        {children}
      </div>
    </div>
  );
}
