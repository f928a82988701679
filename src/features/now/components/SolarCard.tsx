import { FormattedMessage } from 'react-intl';
import { useAppSelector } from '../../../app/hooks';
import messages from '../messages';
import { selectSolarW } from '../nowSelectors';
import Card from './Card';
import Figure from './Figure';

/** Solar production; absent on homes without solar. */
export default function SolarCard() {
  const watts = useAppSelector(selectSolarW);
  if (watts === null) return null;
  return (
    <Card title={<FormattedMessage {...messages.solarTitle} />} accent="solar">
      <Figure value={watts} unit={<FormattedMessage {...messages.watts} />} digits={5} />
    </Card>
  );
}
