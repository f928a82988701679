import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { Button } from '../../../common/Button';
import { ConfirmDialog } from '../../../common/ConfirmDialog';
import { selectUpdate } from '../dataSharingSelectors';
import { updateRequested } from '../dataSharingSlice';
import { partnerButtons } from '../dataSharingRules';
import { screenMessages as m } from '../messages';
import type { WireDataSharingPartner } from '../types';
import ConsentDialog from './ConsentDialog';
import styles from './DataSharingScreen.module.css';

/** One partner: its state, its consent dialog, Enable when off, Disable (after a confirmation) when on. */
export default function PartnerCard({ partner }: { partner: WireDataSharingPartner }) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const update = useAppSelector(selectUpdate);
  const [open, setOpen] = useState<'consent' | 'disable' | null>(null);
  const buttons = partnerButtons(partner);
  const name = partner.partner_name;
  const pending = update.status === 'pending' && update.partnerId === partner.partner_id;
  const failed = update.status === 'failed' && update.partnerId === partner.partner_id ? update.error : null;
  const headingId = `partner-${partner.partner_id}`;
  const send = (enabled: boolean, via: 'enable' | 'disable' | 'notNow') => {
    dispatch(updateRequested({ partnerId: partner.partner_id, partnerName: name, enabled, via }));
    setOpen(null);
  };

  const status = partner.consent_required && partner.consent_requested ? m.required : partner.consent_enabled ? m.sharing : m.notSharing;
  return (
    <li className={styles.partner} aria-labelledby={headingId} data-testid={`partner-${partner.partner_id}`}>
      <div className={styles.partnerHead}>
        <h2 id={headingId} className={styles.partnerName}>
          {name}
        </h2>
        <span className={`${styles.pill} ${partner.consent_enabled ? styles.on : ''}`} data-testid="partner-status">
          {intl.formatMessage(status)}
        </span>
      </div>
      <p className={styles.summary}>{partner.consent_content.title}</p>
      {failed ? (
        <p className={styles.error} role="alert">
          {intl.formatMessage(m.updateFailed, { reason: failed })}
        </p>
      ) : null}
      <div className={styles.buttons}>
        <Button variant="ghost" onClick={() => setOpen('consent')} aria-label={intl.formatMessage(m.detailsNamed, { partner: name })}>
          {intl.formatMessage(m.details)}
        </Button>
        {buttons.enable ? (
          <Button variant="primary" pending={pending} onClick={() => setOpen('consent')} aria-label={intl.formatMessage(m.enableNamed, { partner: name })}>
            {intl.formatMessage(m.enable)}
          </Button>
        ) : null}
        {buttons.disable ? (
          <Button variant="secondary" pending={pending} onClick={() => setOpen('disable')} aria-label={intl.formatMessage(m.disableNamed, { partner: name })}>
            {intl.formatMessage(m.disable)}
          </Button>
        ) : null}
      </div>
      {open === 'consent' ? (
        <ConsentDialog partner={partner} pending={pending} onEnable={() => send(true, 'enable')} onNotNow={() => send(false, 'notNow')} onClose={() => setOpen(null)} />
      ) : null}
      {open === 'disable' ? (
        <ConfirmDialog
          title={intl.formatMessage(m.disableTitle, { partner: name })}
          message={intl.formatMessage(m.disableBody, { partner: name })}
          confirmLabel={intl.formatMessage(m.disable)}
          destructive
          onConfirm={() => send(false, 'disable')}
          onCancel={() => setOpen(null)}
        />
      ) : null}
    </li>
  );
}
