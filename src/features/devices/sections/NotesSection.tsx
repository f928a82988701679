import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import Section from '../components/Section';
import messages from '../messages';
import styles from './sections.module.css';

/** The user's notes about the device; a link to add one where the device can be edited. */
export default function NotesSection({ notes, editPath }: { notes: string | null; editPath: string | null }) {
  const intl = useIntl();
  return (
    <Section
      title={intl.formatMessage(messages.notesTitle)}
      action={editPath && !notes ? <Link to={editPath}>{intl.formatMessage(messages.notesAdd)}</Link> : null}
      testId="section-notes"
    >
      {notes ? <p className={styles.text}>{notes}</p> : <p className={styles.muted}>{intl.formatMessage(messages.notesEmpty)}</p>}
    </Section>
  );
}
