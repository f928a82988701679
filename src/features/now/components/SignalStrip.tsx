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
  // Before the first frame the strip holds its place (every monitor reports its legs and frequency);
  // a frame without them removes it.
  if (!hasData) {
    return (
      <section className={styles.strip} aria-label={intl.formatMessage(messages.signalTitle)} aria-busy="true">
        <h2 className={styles.title}>
          <FormattedMessage {...messages.signalTitle} />
        </h2>
        <span className={styles.placeholder} data-testid="signal-placeholder" />
      </section>
    );
  }
  if (v1 === null && hz === null) return null;
  return (
    <section className={styles.strip} aria-label={intl.formatMessage(messages.signalTitle)}>
      <h2 className={styles.title}>
        <FormattedMessage {...messages.signalTitle} />
      </h2>
      <dl className={styles.list}>
        {[v1, v2].map((v, i) =>
          v === null ? null : (
            <div key={i} className={styles.item}>
              <dt>{intl.formatMessage(messages.signalLeg, { leg: i + 1 })}</dt>
              <dd>
                <LiveNumber value={v} digits={3} fractionDigits={1} /> V
              </dd>
            </div>
          ),
        )}
        {hz === null ? null : (
          <div className={styles.item}>
            <dt>
              <FormattedMessage {...messages.signalFrequency} />
            </dt>
            <dd>
              <LiveNumber value={hz} digits={2} fractionDigits={1} /> Hz
            </dd>
          </div>
        )}
      </dl>
    </section>
  );
}
