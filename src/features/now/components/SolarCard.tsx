import { FormattedMessage } from 'react-intl';
import { useAppSelector } from '../../../app/hooks';
import messages from '../messages';
import { selectSolarExpected, selectSolarW } from '../nowSelectors';
import Card from './Card';
import Figure from './Figure';

/** Solar production; absent on homes without solar (a skeleton before the first frame on homes with it). */
export default function SolarCard() {
  const watts = useAppSelector(selectSolarW);
  const expected = useAppSelector(selectSolarExpected);
  if (watts === null) return expected ? <Card title={<FormattedMessage {...messages.solarTitle} />} accent="solar" loading /> : null;
  return (
    <Card title={<FormattedMessage {...messages.solarTitle} />} accent="solar">
      <Figure value={watts} unit={<FormattedMessage {...messages.watts} />} digits={5} />
    </Card>
  );
}
