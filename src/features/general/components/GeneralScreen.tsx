import { useId } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { selectMonitorTimeZone } from '../../../app/session/sessionSelectors';
import { SettingRow, SettingsPage, SettingsSection } from '../../../common/settings/SettingsPage';
import { Toggle } from '../../../common/Toggle';
import { LanguagePicker } from '../../../i18n/LanguagePicker';
import { useProductValues } from '../../../theme/useProductName';
import { selectLabsEnabled, selectLabsSaving } from '../generalSelectors';
import { labsChangeRequested } from '../generalSlice';
import { generalMessages as m } from '../messages';
import styles from './GeneralScreen.module.css';

/** Settings → General: language, the home's time zone, and Labs on or off (saved on change). */
export default function GeneralScreen() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const values = useProductValues();
  const timeZone = useAppSelector(selectMonitorTimeZone);
  const labs = useAppSelector(selectLabsEnabled);
  const saving = useAppSelector(selectLabsSaving);
  const labsId = useId();
  return (
    <SettingsPage icon="sliders" title={intl.formatMessage(m.title)} subtitle={intl.formatMessage(m.subtitle, values)}>
      <SettingsSection title={intl.formatMessage(m.regionTitle)}>
        <div>
          <SettingRow label={intl.formatMessage(m.language)} hint={intl.formatMessage(m.languageHint)}>
            <LanguagePicker hideLabel />
          </SettingRow>
          <SettingRow label={intl.formatMessage(m.timeZone)} hint={intl.formatMessage(m.timeZoneHint)}>
            <span className={styles.value} data-testid="home-time-zone">
              {timeZone.replace(/_/g, ' ')}
            </span>
          </SettingRow>
        </div>
      </SettingsSection>
      <SettingsSection title={intl.formatMessage(m.labsTitle)} action={labs ? <Link to="/labs" className={styles.link}>{intl.formatMessage(m.openLabs)}</Link> : undefined}>
        <SettingRow label={intl.formatMessage(m.labs)} labelId={labsId} hint={intl.formatMessage(m.labsHint, values)}>
          <Toggle checked={labs} labelledBy={labsId} disabled={saving} onChange={(enabled) => dispatch(labsChangeRequested({ enabled }))} />
        </SettingRow>
      </SettingsSection>
    </SettingsPage>
  );
}
