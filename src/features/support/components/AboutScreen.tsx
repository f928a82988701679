import { useIntl } from 'react-intl';
import { useAppSelector } from '../../../app/hooks';
import { Icon } from '../../../common/Icon';
import { DetailList, SettingsPage, SettingsSection } from '../../../common/settings/SettingsPage';
import { selectBrand } from '../../../theme/brand';
import { useProductName, useProductValues } from '../../../theme/useProductName';
import { BUILD_VERSION, SUPPORT_LINKS } from '../buildInfo';
import { aboutMessages as m } from '../messages';
import styles from './Support.module.css';

/** Settings → About: the build (21.0.0), the edition, the terms of service and the privacy policy. */
export default function AboutScreen() {
  const intl = useIntl();
  const product = useProductName();
  const values = useProductValues();
  const brand = useAppSelector(selectBrand);
  const newTab = intl.formatMessage(m.opensInNewTab);
  return (
    <SettingsPage icon="info" title={intl.formatMessage(m.title)} subtitle={intl.formatMessage(m.subtitle, values)}>
      <SettingsSection title={product}>
        <DetailList
          items={[
            { key: 'app', term: intl.formatMessage(m.app), value: product },
            { key: 'build', term: intl.formatMessage(m.build), value: <span data-testid="build-version">{BUILD_VERSION}</span> },
            { key: 'edition', term: intl.formatMessage(m.edition), value: intl.formatMessage(brand === 'partner' ? m.partner : m.standard) },
          ]}
        />
      </SettingsSection>
      <SettingsSection title={intl.formatMessage(m.legalTitle)}>
        <ul className={styles.links}>
          <li>
            <a className={styles.linkRow} href={SUPPORT_LINKS.terms} target="_blank" rel="noopener noreferrer">
              <span className={styles.linkText}>
                <span className={styles.linkLabel}>{intl.formatMessage(m.terms)}</span>
                <span className={styles.linkHint}>{intl.formatMessage(m.termsHint, values)}</span>
              </span>
              <Icon name="external" size={18} />
              <span className="kw-visually-hidden">{newTab}</span>
            </a>
          </li>
          <li>
            <a className={styles.linkRow} href={SUPPORT_LINKS.privacy} target="_blank" rel="noopener noreferrer">
              <span className={styles.linkText}>
                <span className={styles.linkLabel}>{intl.formatMessage(m.privacy)}</span>
                <span className={styles.linkHint}>{intl.formatMessage(m.privacyHint, values)}</span>
              </span>
              <Icon name="external" size={18} />
              <span className="kw-visually-hidden">{newTab}</span>
            </a>
          </li>
        </ul>
      </SettingsSection>
    </SettingsPage>
  );
}
