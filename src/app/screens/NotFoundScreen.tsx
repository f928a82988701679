import { useIntl } from 'react-intl';
import { useSelector } from 'react-redux';
import { Link } from 'react-router-dom';
import styles from './StatusPage.module.css';
import { buttonClassName } from '../../common/Button';
import { Logo } from '../../theme/Logo';
import { selectIsSignedIn, type WithSession } from '../session/sessionSelectors';
import { shellMessages as m } from '../messages';

/** Any path the app does not know: standalone when signed out, `embedded` in the signed-in shell's main. */
export default function NotFoundScreen({ embedded = false }: { embedded?: boolean }) {
  const intl = useIntl();
  const signedIn = useSelector((state: WithSession) => selectIsSignedIn(state));
  const Root = embedded ? 'div' : 'main';
  return (
    <Root className={embedded ? styles.page : `${styles.page} ${styles.standalone}`}>
      <section className={styles.card} aria-labelledby="not-found-title">
        {/* Inside the signed-in shell the navigation bar already carries the brand. */}
        {embedded ? null : (
          <div className={styles.brand}>
            <Logo />
          </div>
        )}
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
    </Root>
  );
}
