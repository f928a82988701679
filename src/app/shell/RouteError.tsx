import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import styles from '../screens/StatusPage.module.css';
import { Button } from '../../common/Button';
import { Icon } from '../../common/Icon';
import { Logo } from '../../theme/Logo';
import { shellMessages as m } from '../messages';

/** The error page: a screen that failed to load or render (after the one automatic reload). */
export function RouteError() {
  const intl = useIntl();
  return (
    <main className={`${styles.page} ${styles.standalone}`}>
      <section className={styles.card} role="alert">
        <div className={styles.brand}>
          <Logo />
        </div>
        <span className={styles.badge}>
          <Icon name="alert" size={30} />
        </span>
        <h1 className={styles.title}>{intl.formatMessage(m.errorTitle)}</h1>
        <p className={styles.note}>{intl.formatMessage(m.errorText)}</p>
        <div className={styles.actions}>
          <Button onClick={() => window.location.reload()}>{intl.formatMessage(m.errorReload)}</Button>
        </div>
      </section>
    </main>
  );
}

/** Catches a screen that throws (e.g. its chunk failed twice) and shows <RouteError/>; a new `resetKey` (path) clears it. */
export class RouteErrorBoundary extends Component<{ children: ReactNode; resetKey: string }, { failed: boolean; key: string }> {
  state = { failed: false, key: this.props.resetKey };

  static getDerivedStateFromError(): Partial<{ failed: boolean }> {
    return { failed: true };
  }

  static getDerivedStateFromProps(props: { resetKey: string }, state: { failed: boolean; key: string }) {
    return props.resetKey === state.key ? null : { failed: false, key: props.resetKey };
  }

  componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error('Screen failed', error, info.componentStack);
  }

  render() {
    return this.state.failed ? <RouteError /> : this.props.children;
  }
}
