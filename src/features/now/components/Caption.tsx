import type { ReactNode } from 'react';
import styles from './Caption.module.css';

type Tone = 'muted' | 'solar' | 'grid' | 'battery' | 'success' | 'warning' | 'generator';

/** The small line under a card's figure. */
export default function Caption({ tone = 'muted', children }: { tone?: Tone; children: ReactNode }) {
  return <p className={`${styles.caption} ${styles[tone]}`}>{children}</p>;
}
