import type { CSSProperties } from 'react';
import { useIntl } from 'react-intl';
import styles from './Loader.module.css';
import { commonMessages } from './messages';

/** An inline spinner; decorative unless given a label. */
export function Spinner({ large = false, label }: { large?: boolean; label?: string }) {
  const className = large ? `${styles.spinner} ${styles.large}` : styles.spinner;
  return label ? <span className={className} role="img" aria-label={label} /> : <span className={className} aria-hidden="true" />;
}

/** A centred page-level loader with a visible, announced label. */
export function PageLoader({ label }: { label?: string }) {
  const intl = useIntl();
  const text = label ?? intl.formatMessage(commonMessages.loading);
  return (
    <div className={styles.page} role="status" aria-live="polite" data-testid="page-loader">
      <Spinner large />
      <span>{text}</span>
    </div>
  );
}

/** A grey shimmering block standing in for content that is loading. */
export function Skeleton({ width = '100%', height = '1rem', radius }: { width?: string | number; height?: string | number; radius?: string }) {
  const style: CSSProperties = { width, height, borderRadius: radius };
  return <span className={styles.skeleton} style={style} aria-hidden="true" />;
}

/** Several skeleton text lines, the last one shorter. */
export function SkeletonLines({ lines = 3 }: { lines?: number }) {
  return (
    <span style={{ display: 'grid', gap: 'var(--kw-space-2)' }} aria-hidden="true">
      {Array.from({ length: lines }, (_, i) => (
        <Skeleton key={i} width={i === lines - 1 ? '60%' : '100%'} />
      ))}
    </span>
  );
}
