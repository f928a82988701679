import { useId, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '../../../common/Button';
import { Modal, ModalActions, modalStyles } from '../../../common/Modal';
import { actionMessages as a, dialogMessages as d } from '../messages';
import styles from './IntegrationControl.module.css';

export interface ConnectConfirmDialogProps {
  title: ReactNode;
  body: ReactNode;
  confirmLabel: ReactNode;
  /** Multi-tenant accounts: the confirm button is disabled (spec §2, §6), with the reason. */
  blocked: boolean;
  pending: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** The connection confirm dialog: what connecting does, then Cancel or the confirm button. */
export default function ConnectConfirmDialog({ title, body, confirmLabel, blocked, pending, onConfirm, onCancel }: ConnectConfirmDialogProps) {
  const intl = useIntl();
  const bodyId = useId();
  const noteId = useId();
  return (
    <Modal title={title} onClose={onCancel} describedBy={blocked ? `${bodyId} ${noteId}` : bodyId} hideCloseButton>
      <p id={bodyId} className={modalStyles.body}>
        {body}
      </p>
      {blocked ? (
        <p id={noteId} className={styles.blockedNote} role="note">
          {intl.formatMessage(d.tenantNote)}
        </p>
      ) : null}
      <ModalActions>
        <Button variant="secondary" onClick={onCancel} data-autofocus>
          {intl.formatMessage(a.cancel)}
        </Button>
        <Button variant="primary" onClick={onConfirm} disabled={blocked} pending={pending} aria-describedby={blocked ? noteId : undefined}>
          {confirmLabel}
        </Button>
      </ModalActions>
    </Modal>
  );
}
