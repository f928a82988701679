import { useId, type CSSProperties, type ReactNode } from 'react';
import styles from './Card.module.css';

export type Accent = 'usage' | 'solar' | 'grid' | 'battery' | 'generator' | 'success' | 'accent';

interface Props {
  title: ReactNode;
  accent?: Accent;
  /** Shows a skeleton instead of the body (the first figures have not arrived yet). */
  loading?: boolean;
  /**
   * The card's text that does not depend on the figures (its captions), shown under the skeleton's
   * figure while loading: the card is as tall before the first frame as after it.
   */
  still?: ReactNode;
  className?: string;
  children?: ReactNode;
}

/** A Now-screen card: surface, shadow, a titled region, and a skeleton while pending. */
export default function Card({ title, accent = 'accent', loading = false, still, className, children }: Props) {
  const id = useId();
  const style = { '--card-accent': `var(--kw-color-${accent})` } as CSSProperties;
  return (
    <section className={`${styles.card} ${className ?? ''}`} style={style} aria-labelledby={id} aria-busy={loading || undefined}>
      <h2 id={id} className={styles.title}>
        <span className={styles.dot} aria-hidden="true" />
        {title}
      </h2>
      {loading && still ? (
        <>
          <span className={styles.stillFigure} aria-hidden="true" />
          {still}
        </>
      ) : loading ? (
        <div className={styles.skeleton} aria-hidden="true">
          <span className={styles.skeletonFigure} />
          <span className={styles.skeletonLine} />
        </div>
      ) : (
        children
      )}
    </section>
  );
}
