import { useIntl, type MessageDescriptor } from 'react-intl';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { Button } from '../../../common/Button';
import { selectSupportStatus } from '../labsSelectors';
import { supportRequested } from '../labsSlice';
import type { SupportLabsId } from '../types';
import styles from './Labs.module.css';

export interface SupportRequestProps {
  labsId: SupportLabsId;
  /** The server's displaySupport: offered at all. */
  offered: boolean;
  title: MessageDescriptor;
  body: MessageDescriptor;
  action: MessageDescriptor;
  /** What goes to support with the request. */
  text: MessageDescriptor;
}

/**
 * The support request of a labs page (spec §2, §6): shown only when displaySupport is set, and
 * hidden once clicked (spec §4); it comes back only if sending failed.
 */
export default function SupportRequest({ labsId, offered, title, body, action, text }: SupportRequestProps) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const status = useAppSelector((s) => selectSupportStatus(s, labsId));
  if (!offered || status === 'pending' || status === 'sent') return null;
  return (
    <section className={styles.prompt} aria-labelledby={`support-${labsId}`} data-testid="labs-support">
      <h2 id={`support-${labsId}`} className={styles.cardTitle}>
        {intl.formatMessage(title)}
      </h2>
      <p>{intl.formatMessage(body)}</p>
      <div>
        <Button onClick={() => dispatch(supportRequested({ labsId, text: intl.formatMessage(text) }))}>{intl.formatMessage(action)}</Button>
      </div>
    </section>
  );
}
