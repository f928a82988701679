import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import styles from './StatusPage.module.css';
import { buttonClassName } from '../../common/Button';
import { Icon, type IconName } from '../../common/Icon';
import { Logo } from '../../theme/Logo';
import { useProductValues } from '../../theme/useProductName';
import { PLACEHOLDER_SCREENS, placeholderCommonMessages as m, type PlaceholderScreenName } from './placeholderMessages';

export interface PlaceholderScreenProps {
  screen: PlaceholderScreenName;
  /** A public page (no navigation bar, no session): full-page layout and a link to sign in. */
  standalone?: boolean;
}

/** A screen that is not built yet: a real, translated page that names it and links back. Never blank. */
export default function PlaceholderScreen({ screen, standalone = false }: PlaceholderScreenProps) {
  const intl = useIntl();
  const values = useProductValues();
  const info = PLACEHOLDER_SCREENS[screen];
  return (
    <div className={standalone ? `${styles.page} ${styles.standalone}` : styles.page} data-screen={screen}>
      <section className={styles.card} aria-labelledby="placeholder-title">
        {standalone && (
          <div className={styles.brand}>
            <Logo />
          </div>
        )}
        <span className={styles.badge}>
          <Icon name={info.icon as IconName} size={30} />
        </span>
        <p className={styles.eyebrow}>{intl.formatMessage(m.comingSoon, values)}</p>
        <h1 id="placeholder-title" className={styles.title}>
          {intl.formatMessage(info.title)}
        </h1>
        <p className={styles.text}>{intl.formatMessage(info.description)}</p>
        <p className={styles.note}>{intl.formatMessage(m.note, values)}</p>
        <div className={styles.actions}>
          {standalone ? (
            <Link className={buttonClassName('primary')} to="/login">
              {intl.formatMessage(m.backToSignIn)}
            </Link>
          ) : screen === 'Now' ? null : (
            <Link className={buttonClassName('primary')} to="/now">
              <Icon name="arrowLeft" size={18} />
              {intl.formatMessage(m.backToNow)}
            </Link>
          )}
        </div>
      </section>
    </div>
  );
}
