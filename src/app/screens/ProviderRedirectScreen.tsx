import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import styles from './StatusPage.module.css';
import { buttonClassName } from '../../common/Button';
import { Icon } from '../../common/Icon';
import { Logo } from '../../theme/Logo';
import { useProductValues } from '../../theme/useProductName';
import { isAllowedProviderUrl, PROVIDER_APP_URL, redirectToProviderApp } from '../redirects';
import { providerMessages as p, shellMessages as m } from '../messages';

/**
 * /wattcheck, /connectionguide, /settings/system_mobile, /trends, and every page the mobile app does not
 * keep: send the visitor to the provider's app page, only when the address is https on the allowed host.
 */
export default function ProviderRedirectScreen({ target = PROVIDER_APP_URL }: { target?: string }) {
  const intl = useIntl();
  const values = useProductValues();
  const allowed = isAllowedProviderUrl(target);
  useEffect(() => {
    redirectToProviderApp(target);
  }, [target]);
  return (
    <main className={`${styles.page} ${styles.standalone}`}>
      <section className={styles.card} aria-labelledby="provider-title">
        <div className={styles.brand}>
          <Logo />
        </div>
        <span className={styles.badge}>
          <Icon name="phone" size={30} />
        </span>
        <h1 id="provider-title" className={styles.title}>
          {intl.formatMessage(p.title, values)}
        </h1>
        <p className={styles.note}>{intl.formatMessage(allowed ? p.text : p.invalid, values)}</p>
        {allowed && (
          <div className={styles.actions}>
            <a className={buttonClassName('primary')} href={target}>
              {intl.formatMessage(m.providerLink)}
            </a>
          </div>
        )}
      </section>
    </main>
  );
}
