import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { selectMonitorId } from '../../../app/session/sessionSelectors';
import { Button, buttonClassName } from '../../../common/Button';
import Section from '../components/Section';
import { selectNetworkPrompt } from '../devicesSelectors';
import { networkPromptDismissed, networkPromptRequested } from '../devicesSlice';
import messages from '../messages';
import styles from './sections.module.css';

/** On the always-on page: turn on network device detection. Its dismissal is kept per monitor. */
export default function NetworkPrompt() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const monitorId = useAppSelector(selectMonitorId);
  const prompt = useAppSelector(selectNetworkPrompt);
  const known = prompt.monitorId === monitorId && prompt.dismissed !== null;

  useEffect(() => {
    if (monitorId !== null && !known) dispatch(networkPromptRequested());
  }, [monitorId, known, dispatch]);

  if (monitorId === null || !known || prompt.dismissed) return null;
  return (
    <Section title={intl.formatMessage(messages.networkPromptTitle)} tone="prompt" testId="network-prompt">
      <div className={styles.promptBody}>
        <p>{intl.formatMessage(messages.networkPromptBody)}</p>
        <div className={styles.promptActions}>
          <Link className={buttonClassName('primary', false, styles.primaryLink)} to="/settings/connected_devices">
            {intl.formatMessage(messages.networkPromptAction)}
          </Link>
          <Button variant="ghost" onClick={() => dispatch(networkPromptDismissed({ monitorId }))}>
            {intl.formatMessage(messages.networkPromptDismiss)}
          </Button>
        </div>
      </div>
    </Section>
  );
}
