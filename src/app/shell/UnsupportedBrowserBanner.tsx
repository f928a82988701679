import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Icon } from '../../common/Icon';
import { useProductValues } from '../../theme/useProductName';
import { missingBrowserFeatures } from '../browserSupport';
import { shellMessages as m, unsupportedBrowserMessages as u } from '../messages';
import styles from './UnsupportedBrowserBanner.module.css';

/**
 * The unsupported-browser warning (spec account-settings-shell §8) above every page, when the
 * browser lacks something the app needs. It can be put away for the rest of the visit.
 */
export function UnsupportedBrowserBanner({ probe = missingBrowserFeatures }: { probe?: () => string[] }) {
  const intl = useIntl();
  const values = useProductValues();
  const [missing] = useState(probe);
  const [dismissed, setDismissed] = useState(false);
  if (missing.length === 0 || dismissed) return null;
  return (
    <div className={styles.banner} role="alert">
      <Icon name="alert" size={18} />
      <p className={styles.text}>
        <strong>{intl.formatMessage(u.title)}</strong> {intl.formatMessage(u.text, values)}
      </p>
      <button type="button" className={styles.close} onClick={() => setDismissed(true)} aria-label={intl.formatMessage(m.unsupportedDismiss)}>
        <Icon name="close" size={16} />
      </button>
    </div>
  );
}
