import { useId, type ReactNode } from 'react';
import { Logo } from '../theme/Logo';
import styles from './CenteredCard.module.css';

export interface CenteredCardProps {
  title: ReactNode;
  /** Shown over the title, e.g. an app's icon. */
  badge?: ReactNode;
  children?: ReactNode;
  footer?: ReactNode;
  testId?: string;
}

/**
 * A page that stands alone without the navigation bar, inside the signed-in shell's main region
 * (the OAuth consent page, the single sign-on pages): the brand mark over a centred card.
 */
export function CenteredCard({ title, badge, children, footer, testId }: CenteredCardProps) {
  const titleId = useId();
  return (
    <div className={styles.page} data-testid={testId}>
      <div className={styles.column}>
        <div className={styles.brand}>
          <Logo size={36} />
        </div>
        <section className={styles.card} aria-labelledby={titleId}>
          {badge ? <div className={styles.badge}>{badge}</div> : null}
          <h1 id={titleId} className={styles.title}>
            {title}
          </h1>
          {children}
        </section>
        {footer ? <div className={styles.footer}>{footer}</div> : null}
      </div>
    </div>
  );
}
