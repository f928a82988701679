import { FormattedMessage, useIntl } from 'react-intl';
import { useAppSelector } from '../../../app/hooks';
import { selectMonitor, selectMonitorTimeZone } from '../../../app/session/sessionSelectors';
import { formatSinceClock } from '../format';
import messages from '../messages';
import { selectGenSince, selectGenState, selectUpdatedAt } from '../nowSelectors';
import Caption from './Caption';
import Card from './Card';
import styles from './GeneratorCard.module.css';

/** Generator state, only for a home with a generator (aux_port 'generator'; the feed sends gen_state only then). */
export default function GeneratorCard() {
  const intl = useIntl();
  const auxPort = useAppSelector((s) => selectMonitor(s)?.aux_port);
  const state = useAppSelector(selectGenState);
  const since = useAppSelector(selectGenSince);
  // "Today" is the day of the frame (the saga's clock), not of the wall clock.
  const frameAt = useAppSelector(selectUpdatedAt);
  const timeZone = useAppSelector(selectMonitorTimeZone);
  if (state === null || (auxPort !== undefined && auxPort !== 'generator')) return null;
  const on = state === 'On';
  return (
    <Card title={<FormattedMessage {...messages.generatorTitle} />} accent="generator">
      <p className={`${styles.state} ${on ? styles.on : ''}`}>
        <FormattedMessage {...(on ? messages.generatorOn : messages.generatorOff)} />
      </p>
      {since ? (
        <Caption tone={on ? 'generator' : 'muted'}>
          {intl.formatMessage(messages.generatorSince, { time: formatSinceClock(intl, since, timeZone, frameAt ?? undefined) })}
        </Caption>
      ) : null}
    </Card>
  );
}
