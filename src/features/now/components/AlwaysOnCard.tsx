import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router-dom';
import { useAppSelector } from '../../../app/hooks';
import messages from '../messages';
import { selectAlwaysOnW, selectHasData } from '../nowSelectors';
import Caption from './Caption';
import Card from './Card';
import Figure from './Figure';
import styles from './AlwaysOnCard.module.css';

/** The always-on (standby) figure, the 48-hour estimate shown on the always-on page too, linking to it. */
export default function AlwaysOnCard() {
  const hasData = useAppSelector(selectHasData);
  const watts = useAppSelector(selectAlwaysOnW);
  if (hasData && watts === null) return null;
  const captions = (
    <>
      <Caption>
        <FormattedMessage {...messages.alwaysOnHint} />
      </Caption>
      <Caption>
        <FormattedMessage {...messages.alwaysOnEstimate} />
      </Caption>
    </>
  );
  return (
    <Card title={<FormattedMessage {...messages.alwaysOnTitle} />} accent="usage" loading={!hasData} still={captions}>
      <div className={styles.figureLink}>
        <Link to="/devices/always_on" className={styles.link}>
          <Figure value={watts} unit={<FormattedMessage {...messages.watts} />} digits={4} />
        </Link>
      </div>
      {captions}
    </Card>
  );
}
