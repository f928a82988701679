import { useId, type ReactNode } from 'react';
import styles from './AuthLayout.module.css';
import { LanguagePicker } from '../../../i18n/LanguagePicker';
import { Logo } from '../../../theme/Logo';

export interface AuthLayoutProps {
  title: ReactNode;
  subtitle?: ReactNode;
  children?: ReactNode;
  /** Below the card: links such as "Back to sign in". */
  footer?: ReactNode;
}

/** The sign-in pages' frame: brand mark, a centred card on a soft background, language choice. */
export function AuthLayout({ title, subtitle, children, footer }: AuthLayoutProps) {
  const titleId = useId();
  return (
    <main className={styles.page}>
      <div className={styles.column}>
        <div className={styles.brand}>
          <Logo size={36} />
        </div>
        <section className={styles.card} aria-labelledby={titleId}>
          <h1 id={titleId} className={styles.title}>
            {title}
          </h1>
          {subtitle && <p className={styles.subtitle}>{subtitle}</p>}
          {children}
        </section>
        {footer && <div className={styles.footer}>{footer}</div>}
        <div className={styles.meta}>
          <LanguagePicker />
        </div>
      </div>
    </main>
  );
}
