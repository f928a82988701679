import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useAppSelector } from '../../../app/hooks';
import { Modal } from '../../../common/Modal';
import messages from '../messages';
import { selectPeakOpen } from '../timelineSelectors';
import styles from './TimelineDialog.module.css';

/** The whole timeline, full screen (the "See all" of a preview). */
export default function TimelineDialog({ onClose, children }: { onClose: () => void; children: ReactNode }) {
  const intl = useIntl();
  const peakOpen = useAppSelector(selectPeakOpen);
  // Escape in the peak modal on top must close only that modal.
  const close = () => {
    if (!peakOpen) onClose();
  };
  return (
    <Modal title={intl.formatMessage(messages.dialogTitle)} onClose={close} size="full">
      <div className={styles.body}>{children}</div>
    </Modal>
  );
}
