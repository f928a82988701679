import { useId, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Button } from './Button';
import { Modal, ModalActions, modalStyles } from './Modal';
import { commonMessages } from './messages';

export interface ConfirmDialogProps {
  title: ReactNode;
  message?: ReactNode;
  confirmLabel?: ReactNode;
  cancelLabel?: ReactNode;
  /** Red confirm button for destructive actions (delete, disconnect). */
  destructive?: boolean;
  pending?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** The generic "are you sure?" dialog. Escape or Cancel cancels; focus starts on Cancel. */
export function ConfirmDialog({ title, message, confirmLabel, cancelLabel, destructive = false, pending = false, onConfirm, onCancel }: ConfirmDialogProps) {
  const intl = useIntl();
  const messageId = useId();
  return (
    <Modal title={title} onClose={onCancel} role="alertdialog" describedBy={message ? messageId : undefined} hideCloseButton>
      {message && (
        <p id={messageId} className={modalStyles.body}>
          {message}
        </p>
      )}
      <ModalActions>
        <Button variant="secondary" onClick={onCancel} data-autofocus>
          {cancelLabel ?? intl.formatMessage(commonMessages.cancel)}
        </Button>
        <Button variant={destructive ? 'danger' : 'primary'} onClick={onConfirm} pending={pending}>
          {confirmLabel ?? intl.formatMessage(commonMessages.confirm)}
        </Button>
      </ModalActions>
    </Modal>
  );
}
