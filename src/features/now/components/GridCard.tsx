import { FormattedMessage } from 'react-intl';
import { useAppSelector } from '../../../app/hooks';
import messages from '../messages';
import { selectGridW } from '../nowSelectors';
import Caption from './Caption';
import Card from './Card';
import Figure from './Figure';

/** Grid import (grid colour) or export (success colour). */
export default function GridCard() {
  const grid = useAppSelector(selectGridW);
  const direction = grid === null ? null : grid > 0 ? 'import' : grid < 0 ? 'export' : 'none';
  return (
    <Card title={<FormattedMessage {...messages.gridTitle} />} accent={direction === 'export' ? 'success' : 'grid'} loading={grid === null}>
      <Figure value={grid === null ? null : Math.abs(grid)} unit={<FormattedMessage {...messages.watts} />} digits={5} />
      <Caption tone={direction === 'export' ? 'success' : 'grid'}>
        <FormattedMessage {...(direction === 'import' ? messages.gridImporting : direction === 'export' ? messages.gridExporting : messages.gridBalanced)} />
      </Caption>
    </Card>
  );
}
