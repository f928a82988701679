import { useIntl } from 'react-intl';
import { Button } from '../../../common/Button';
import { pageMessages as m } from '../messages';
import styles from './settings.module.css';

export interface FormActionsProps {
  dirty: boolean;
  pending: boolean;
  submitLabel: string;
  onDiscard: () => void;
  /** Submit even with nothing changed (Continue saves the survey progress). */
  alwaysSubmit?: boolean;
}

/** The form's Discard and Save (or Continue), with an "unsaved changes" note. */
export default function FormActions({ dirty, pending, submitLabel, onDiscard, alwaysSubmit = false }: FormActionsProps) {
  const intl = useIntl();
  return (
    <div className={styles.actions}>
      <span className={styles.status} role="status" aria-live="polite">
        {dirty && !pending ? intl.formatMessage(m.unsaved) : ''}
      </span>
      <Button variant="secondary" disabled={!dirty || pending} onClick={onDiscard}>
        {intl.formatMessage(m.discard)}
      </Button>
      <Button type="submit" disabled={!dirty && !alwaysSubmit} pending={pending}>
        {submitLabel}
      </Button>
    </div>
  );
}
