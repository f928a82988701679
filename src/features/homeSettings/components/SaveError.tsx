import { useIntl } from 'react-intl';
import { useAppSelector } from '../../../app/hooks';
import { pageMessages as m } from '../messages';
import { selectSave } from '../homeSettingsSelectors';
import type { HomeForm } from '../types';
import styles from './settings.module.css';

/** The server's reason when this page's last save failed; the form keeps what the user typed. */
export default function SaveError({ form, shownInField = [] }: { form: HomeForm; shownInField?: string[] }) {
  const intl = useIntl();
  const save = useAppSelector(selectSave);
  if (save.status !== 'failed' || save.form !== form || !save.error || shownInField.includes(save.error)) return null;
  return (
    <p className={styles.alert} role="alert">
      {intl.formatMessage(m.saveFailed, { reason: save.error })}
    </p>
  );
}
