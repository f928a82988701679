import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { Button } from '../../../common/Button';
import { PageLoader } from '../../../common/Loader';
import { selectEvFeedback, selectEvLoadStatus, selectEvStatus } from '../evChargerSelectors';
import { feedbackOpened, pageClosed, pageOpened, statusRequested } from '../evChargerSlice';
import { pageMessages as m } from '../messages';
import ChargeActivityCard from './ChargeActivityCard';
import ConnectPanel from './ConnectPanel';
import EvPageHeader, { EditSettingsLink } from './EvPageHeader';
import FeedbackDialog from './FeedbackDialog';
import FuelMixCard from './FuelMixCard';
import StatusCard from './StatusCard';
import styles from './EvChargerScreen.module.css';

export const SETTINGS_PATH = '/labs/ev-charger/settings';

/**
 * /labs/ev-charger (spec account-settings-shell §2 "EV charger", monitoring §2): the connect screen
 * until the charge-point account is connected; then the status, the last 24 hours of charging and
 * the fuel mix, the feedback link, and the edit icon to the settings. Refreshed every 30 s while open.
 */
export default function EvChargerScreen() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const status = useAppSelector(selectEvStatus);
  const load = useAppSelector(selectEvLoadStatus);
  const feedback = useAppSelector(selectEvFeedback);

  useEffect(() => {
    dispatch(pageOpened());
    return () => void dispatch(pageClosed());
  }, [dispatch]);

  const enabled = status?.enabled === true;
  let content;
  if (!status && load === 'failed') {
    content = (
      <div className={styles.failed} role="alert">
        <p>{intl.formatMessage(m.loadFailed)}</p>
        <Button variant="secondary" onClick={() => dispatch(statusRequested())}>
          {intl.formatMessage(m.retry)}
        </Button>
      </div>
    );
  } else if (!status) content = <PageLoader label={intl.formatMessage(m.loading)} />;
  else if (!enabled) content = <ConnectPanel />;
  else {
    content = (
      <div className={styles.grid}>
        <div className={styles.status}>
          <StatusCard status={status} />
        </div>
        <div className={styles.activity}>
          <ChargeActivityCard status={status} />
        </div>
        <div className={styles.fuel}>
          <FuelMixCard status={status} />
        </div>
      </div>
    );
  }

  return (
    <div className={styles.page}>
      <EvPageHeader
        title={intl.formatMessage(m.title)}
        subtitle={intl.formatMessage(m.subtitle)}
        back={{ to: '/labs', label: intl.formatMessage(m.backToLabs) }}
        action={enabled ? <EditSettingsLink to={SETTINGS_PATH} label={intl.formatMessage(m.editSettings)} /> : null}
      />
      {content}
      {enabled ? (
        <p className={styles.feedback}>
          <button type="button" className={styles.feedbackLink} onClick={() => dispatch(feedbackOpened())}>
            {intl.formatMessage(m.feedback)}
          </button>
        </p>
      ) : null}
      {feedback.open ? <FeedbackDialog /> : null}
    </div>
  );
}
