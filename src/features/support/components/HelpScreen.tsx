import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { useAppSelector } from '../../../app/hooks';
import { selectMonitor } from '../../../app/session/sessionSelectors';
import { buttonClassName } from '../../../common/Button';
import { Icon, type IconName } from '../../../common/Icon';
import { DetailList, SettingsPage, SettingsSection } from '../../../common/settings/SettingsPage';
import { SUPPORT_LINKS } from '../buildInfo';
import { helpMessages as m, systemMessages } from '../messages';
import styles from './Support.module.css';

function ExternalCard({ href, icon, label, hint, newTab }: { href: string; icon: IconName; label: string; hint: string; newTab: string }) {
  return (
    <a className={styles.card} href={href} target="_blank" rel="noopener noreferrer">
      <span className={styles.cardIcon} aria-hidden="true">
        <Icon name={icon} size={22} />
      </span>
      <span className={styles.linkText}>
        <span className={styles.linkLabel}>{label}</span>
        <span className={styles.linkHint}>{hint}</span>
      </span>
      <Icon name="external" size={18} />
      <span className="kw-visually-hidden">{newTab}</span>
    </a>
  );
}

/** Settings → Help: the help center, the learn library, and contact support with the serial and hardware type. */
export default function HelpScreen() {
  const intl = useIntl();
  const monitor = useAppSelector(selectMonitor);
  const newTab = intl.formatMessage(m.opensInNewTab);
  // Support reads the hardware type as the server names it; 'monitor' is the energy monitor.
  const hardwareName = (type: string | undefined) => (!type ? '–' : type === 'monitor' ? `${intl.formatMessage(systemMessages.hardwareMonitor)} (${type})` : type);
  const serial = monitor?.serial_number ?? null;
  const subject = serial ? intl.formatMessage(m.emailSubject, { serial }) : intl.formatMessage(m.contactTitle);
  const mailto = `mailto:${SUPPORT_LINKS.supportEmail}?subject=${encodeURIComponent(subject)}`;
  return (
    <SettingsPage icon="help" title={intl.formatMessage(m.title)} subtitle={intl.formatMessage(m.subtitle)}>
      <div className={styles.cards}>
        <ExternalCard href={SUPPORT_LINKS.helpCenter} icon="help" label={intl.formatMessage(m.helpCenter)} hint={intl.formatMessage(m.helpCenterHint)} newTab={newTab} />
        <ExternalCard href={SUPPORT_LINKS.learnLibrary} icon="book" label={intl.formatMessage(m.learn)} hint={intl.formatMessage(m.learnHint)} newTab={newTab} />
      </div>
      <SettingsSection title={intl.formatMessage(m.contactTitle)} description={intl.formatMessage(m.contactText)} testId="contact-support">
        <DetailList
          items={[
            { key: 'serial', term: intl.formatMessage(m.serial), value: <span data-testid="support-serial">{serial ?? intl.formatMessage(m.noMonitor)}</span> },
            { key: 'hardware', term: intl.formatMessage(m.hardware), value: <span data-testid="support-hardware">{hardwareName(monitor?.hardware_type)}</span> },
          ]}
        />
        <div className={styles.actions}>
          <a className={buttonClassName('primary')} href={mailto}>
            <Icon name="mail" size={18} />
            {intl.formatMessage(m.emailSupport)}
          </a>
          <Link className={buttonClassName('secondary')} to="/settings/feedback?category=support">
            <Icon name="chat" size={18} />
            {intl.formatMessage(m.writeFeedback)}
          </Link>
          <Link className={buttonClassName('ghost')} to="/settings/monitor">
            <Icon name="chip" size={18} />
            {intl.formatMessage(m.systemStatus)}
          </Link>
        </div>
      </SettingsSection>
    </SettingsPage>
  );
}
