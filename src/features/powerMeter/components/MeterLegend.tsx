import { memo, useId } from 'react';
import { useIntl } from 'react-intl';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import messages from '../messages';
import { selectMeterUnit, selectMeterView, selectMonitorHasSolar, selectSolarChoice } from '../powerMeterSelectors';
import { solarToggled, viewChosen } from '../powerMeterSlice';
import type { MeterView } from '../types';
import styles from './PowerMeterScreen.module.css';

/** What the colours mean, the solar switch, the resolution, and the graph/table choice. */
function MeterLegend() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const hasSolar = useAppSelector(selectMonitorHasSolar);
  const showSolar = useAppSelector(selectSolarChoice);
  const view = useAppSelector(selectMeterView);
  const unit = useAppSelector(selectMeterUnit);
  const solarId = useId();
  const views: { view: MeterView; label: string }[] = [
    { view: 'chart', label: intl.formatMessage(messages.viewChart) },
    { view: 'table', label: intl.formatMessage(messages.viewTable) },
  ];
  return (
    <div className={styles.legendBar}>
      <ul className={styles.legend}>
        {view === 'chart' ? (
          <>
            <li>
              <span className={styles.keyLine} aria-hidden="true" />
              {intl.formatMessage(messages.usage)}
            </li>
            <li>
              <span className={styles.keyBand} aria-hidden="true" />
              {intl.formatMessage(messages.usageRange)}
            </li>
          </>
        ) : null}
        {hasSolar ? (
          <li>
            <input id={solarId} type="checkbox" className={styles.solarCheck} checked={showSolar} onChange={() => dispatch(solarToggled())} />
            <label htmlFor={solarId} className={styles.solarLabel}>
              <span className={styles.keySolar} aria-hidden="true" />
              {intl.formatMessage(messages.solar)}
            </label>
          </li>
        ) : null}
        {view === 'chart' ? <li className={styles.resolution}>{intl.formatMessage(messages.resolution, { unit })}</li> : null}
      </ul>
      <div className={styles.viewSwitch} role="group" aria-label={intl.formatMessage(messages.viewLabel)}>
        {views.map((v) => (
          <button key={v.view} type="button" aria-pressed={view === v.view} className={styles.viewButton} onClick={() => dispatch(viewChosen({ view: v.view }))}>
            {v.label}
          </button>
        ))}
      </div>
    </div>
  );
}

export default memo(MeterLegend);
