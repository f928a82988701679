import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { buttonClassName } from '../../../common/Button';
import Section from '../components/Section';
import messages from '../messages';
import styles from './sections.module.css';

/** For smart devices: tell the product what is being monitored (opens the "what is connected" dialog). */
export default function SmartPrompt({ settingsPath }: { settingsPath: string }) {
  const intl = useIntl();
  return (
    <Section title={intl.formatMessage(messages.smartPromptTitle)} tone="prompt" testId="smart-prompt">
      <div className={styles.promptBody}>
        <p>{intl.formatMessage(messages.smartPromptBody)}</p>
        <Link className={buttonClassName('primary', false, styles.primaryLink)} to={`${settingsPath}?connectedIsOpen=true`}>
          {intl.formatMessage(messages.smartPromptAction)}
        </Link>
      </div>
    </Section>
  );
}
