import { FormattedMessage, useIntl } from 'react-intl';
import { useAppSelector } from '../../../app/hooks';
import messages from '../messages';
import { selectFrequency, selectHasData, selectVoltage } from '../nowSelectors';
import LiveNumber from './LiveNumber';
import styles from './SignalStrip.module.css';

/** Voltage per leg and line frequency, to 0.1. */
export default function SignalStrip() {
  const intl = useIntl();
  const v1 = useAppSelector((s) => selectVoltage(s, 0));
  const v2 = useAppSelector((s) => selectVoltage(s, 1));
  const hz = useAppSelector(selectFrequency);
  const hasData = useAppSelector(selectHasData);
  // Before the first frame the strip holds its place with its labels and skeleton values (every
  // monitor reports its legs and frequency); a frame without them removes it.
  if (hasData && v1 === null && hz === null) return null;
  const value = (v: number, digits: number) => (hasData ? <LiveNumber value={v} digits={digits} fractionDigits={1} /> : <span className={styles.placeholder} data-testid="signal-placeholder" />);
  return (
    <section className={styles.strip} aria-label={intl.formatMessage(messages.signalTitle)} aria-busy={hasData ? undefined : true}>
      <h2 className={styles.title}>
        <FormattedMessage {...messages.signalTitle} />
      </h2>
      <dl className={styles.list}>
        {[v1, v2].map((v, i) =>
          v === null && hasData ? null : (
            <div key={i} className={styles.item}>
              <dt>{intl.formatMessage(messages.signalLeg, { leg: i + 1 })}</dt>
              <dd>
                {value(v ?? 0, 3)} V
              </dd>
            </div>
          ),
        )}
        {hz === null && hasData ? null : (
          <div className={styles.item}>
            <dt>
              <FormattedMessage {...messages.signalFrequency} />
            </dt>
            <dd>
              {value(hz ?? 0, 2)} Hz
            </dd>
          </div>
        )}
      </dl>
    </section>
  );
}
