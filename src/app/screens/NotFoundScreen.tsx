import { useIntl } from 'react-intl';
import { useSelector } from 'react-redux';
import { Link } from 'react-router-dom';
import styles from './StatusPage.module.css';
import { buttonClassName } from '../../common/Button';
import { Logo } from '../../theme/Logo';
import { selectIsSignedIn, type WithSession } from '../session/sessionSelectors';
import { shellMessages as m } from '../messages';

/** Any path the app does not know. */
export default function NotFoundScreen() {
  const intl = useIntl();
  const signedIn = useSelector((state: WithSession) => selectIsSignedIn(state));
  return (
    <main className={`${styles.page} ${styles.standalone}`}>
      <section className={styles.card} aria-labelledby="not-found-title">
        <div className={styles.brand}>
          <Logo />
        </div>
        <span className={styles.code} aria-hidden="true">
          404
        </span>
        <h1 id="not-found-title" className={styles.title}>
          {intl.formatMessage(m.notFoundTitle)}
        </h1>
        <p className={styles.note}>{intl.formatMessage(m.notFoundText)}</p>
        <div className={styles.actions}>
          <Link className={buttonClassName('primary')} to={signedIn ? '/now' : '/login'}>
            {intl.formatMessage(signedIn ? m.notFoundHome : m.notFoundSignIn)}
          </Link>
        </div>
      </section>
    </main>
  );
}
