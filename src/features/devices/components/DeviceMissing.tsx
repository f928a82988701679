import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { buttonClassName } from '../../../common/Button';
import DeviceIcon from '../../../common/icons/DeviceIcon';
import messages from '../messages';
import styles from './DeviceMissing.module.css';

/** 'It looks like this device no longer exists...' with a way back to the list. */
export default function DeviceMissing({ headingLevel = 1 }: { headingLevel?: 1 | 2 }) {
  const intl = useIntl();
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  return (
    <div className={styles.missing} data-testid="device-missing">
      <span className={styles.icon}>
        <DeviceIcon icon="mystery" size={36} />
      </span>
      <Heading className={styles.title}>{intl.formatMessage(messages.missing)}</Heading>
      <p className={styles.hint}>{intl.formatMessage(messages.missingHint)}</p>
      <Link to="/devices" className={buttonClassName('secondary', false, styles.secondaryLink)}>
        {intl.formatMessage(messages.backToDevices)}
      </Link>
    </div>
  );
}
