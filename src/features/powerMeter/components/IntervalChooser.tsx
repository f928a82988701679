import { memo, useId } from 'react';
import { useIntl } from 'react-intl';
import { useAppDispatch } from '../../../app/hooks';
import messages from '../messages';
import { selectShownInterval } from '../powerMeterSelectors';
import { intervalChosen } from '../powerMeterSlice';
import { INTERVALS, type Interval } from '../types';
import styles from './PowerMeterScreen.module.css';
import { useFollowingSelector } from './useFollowingSelector';

const LABEL = { quarter: messages.quarter, hour: messages.hour, day: messages.day, week: messages.week, month: messages.month } as const;

/** The interval chooser: a segmented control of radio buttons (arrow keys move between them); none
 * is checked while a zoomed window matches no interval. */
function IntervalChooser() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  // Checked as the window settles: right after the graph is drawn (useFollowingSelector).
  const current = useFollowingSelector(selectShownInterval);
  const name = useId();
  const choose = (interval: Interval) => dispatch(intervalChosen({ interval }));
  return (
    <fieldset className={styles.segmented}>
      <legend className="kw-visually-hidden">{intl.formatMessage(messages.intervalLabel)}</legend>
      {INTERVALS.map((interval) => (
        <label key={interval} className={styles.segment} title={interval === 'quarter' ? intl.formatMessage(messages.quarterLong) : undefined}>
          <input
            type="radio"
            name={name}
            value={interval}
            checked={current === interval}
            onChange={() => choose(interval)}
            onClick={() => current === interval && choose(interval)}
            aria-label={interval === 'quarter' ? intl.formatMessage(messages.quarterLong) : undefined}
          />
          <span>{intl.formatMessage(LABEL[interval])}</span>
        </label>
      ))}
    </fieldset>
  );
}

export default memo(IntervalChooser);
