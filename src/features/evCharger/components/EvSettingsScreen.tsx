import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { Button, buttonClassName } from '../../../common/Button';
import { PageLoader } from '../../../common/Loader';
import { selectEvLoadStatus, selectEvStatus } from '../evChargerSelectors';
import { settingsSaveReset, statusRequested } from '../evChargerSlice';
import { pageMessages, settingsMessages as m } from '../messages';
import EvPageHeader from './EvPageHeader';
import EvSettingsForm from './EvSettingsForm';
import styles from './EvChargerScreen.module.css';

/**
 * /labs/ev-charger/settings: daily minimum miles, charge-by time, miles per kWh, and the excess
 * solar and minimize carbon switches, read from the status and saved with POST …/settings.
 */
export default function EvSettingsScreen() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const status = useAppSelector(selectEvStatus);
  const load = useAppSelector(selectEvLoadStatus);

  useEffect(() => {
    dispatch(statusRequested());
    return () => void dispatch(settingsSaveReset());
  }, [dispatch]);

  const settings = status?.settings ?? null;
  let content;
  if (!status && load === 'failed') {
    content = (
      <div className={styles.failed} role="alert">
        <p>{intl.formatMessage(pageMessages.loadFailed)}</p>
        <Button variant="secondary" onClick={() => dispatch(statusRequested())}>
          {intl.formatMessage(pageMessages.retry)}
        </Button>
      </div>
    );
  } else if (!status) content = <PageLoader label={intl.formatMessage(pageMessages.loading)} />;
  else if (!status.enabled || !settings) {
    content = (
      <div className={styles.failed}>
        <p>{intl.formatMessage(m.notEnabled)}</p>
        <Link to="/labs/ev-charger" className={buttonClassName('primary')}>
          {intl.formatMessage(m.goConnect)}
        </Link>
      </div>
    );
  } else {
    // Saved settings come back as the new starting values (the key changes only when they do).
    content = <EvSettingsForm key={JSON.stringify(settings)} settings={settings} />;
  }

  return (
    <div className={`${styles.page} ${styles.narrow}`}>
      <EvPageHeader title={intl.formatMessage(m.title)} subtitle={intl.formatMessage(m.subtitle)} back={{ to: '/labs/ev-charger', label: intl.formatMessage(m.back) }} />
      {content}
    </div>
  );
}
