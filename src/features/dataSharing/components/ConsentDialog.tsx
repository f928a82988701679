import { useId } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '../../../common/Button';
import { Modal, ModalActions } from '../../../common/Modal';
import { partnerButtons, safeLink } from '../dataSharingRules';
import { screenMessages as m } from '../messages';
import type { WireDataSharingPartner } from '../types';
import styles from './DataSharingScreen.module.css';

export interface ConsentDialogProps {
  partner: WireDataSharingPartner;
  pending: boolean;
  onEnable: () => void;
  onNotNow: () => void;
  onClose: () => void;
}

/** A partner's consent (spec §2): title, sections with heading and bullets, footer, learn-more link; Enable and not right now by the rules. */
export default function ConsentDialog({ partner, pending, onEnable, onNotNow, onClose }: ConsentDialogProps) {
  const intl = useIntl();
  const bodyId = useId();
  const content = partner.consent_content;
  const buttons = partnerButtons(partner);
  const learnMore = safeLink(content.learn_more_url);
  return (
    // Without Enable, the footer's Close is the way out (no second close button in the corner).
    <Modal title={content.title} onClose={onClose} size="wide" describedBy={bodyId} hideCloseButton={!buttons.enable}>
      <div id={bodyId} className={styles.consent}>
        {content.sections.map((section) => (
          <section key={section.heading} className={styles.consentSection}>
            <h3 className={styles.consentHeading}>{section.heading}</h3>
            <ul className={styles.bullets}>
              {section.bullets.map((bullet) => (
                <li key={bullet}>{bullet}</li>
              ))}
            </ul>
          </section>
        ))}
        <p className={styles.footer}>{content.footer}</p>
        {learnMore ? (
          <a className={styles.learnMore} href={learnMore} target="_blank" rel="noopener noreferrer">
            {content.learn_more_text}
          </a>
        ) : null}
        {partner.consent_required && partner.consent_requested ? <p className={styles.managed}>{intl.formatMessage(m.managedByPartner)}</p> : null}
      </div>
      <ModalActions>
        {buttons.notNow ? (
          <Button variant="ghost" onClick={onNotNow} disabled={pending}>
            {intl.formatMessage(m.notNow)}
          </Button>
        ) : null}
        {buttons.enable ? (
          <Button variant="primary" onClick={onEnable} pending={pending} data-autofocus>
            {intl.formatMessage(m.enable)}
          </Button>
        ) : (
          <Button variant="secondary" onClick={onClose} data-autofocus>
            {intl.formatMessage(m.close)}
          </Button>
        )}
      </ModalActions>
    </Modal>
  );
}
