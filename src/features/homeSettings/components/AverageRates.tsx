import { useId } from 'react';
import { useIntl } from 'react-intl';
import type { WireElectricityCost } from '../../../api/wire/home';
import { electricityMessages as m } from '../messages';
import type { Loadable } from '../types';
import styles from './settings.module.css';

export interface AverageRatesProps {
  costs: Loadable<WireElectricityCost[]>;
  /** The average of the home's state or province (from the attributes), if known. */
  state: WireElectricityCost | null;
  onPick: (cost: number) => void;
}

/** The average rate where the home is, and a per-location list that fills the cost in. */
export default function AverageRates({ costs, state, onPick }: AverageRatesProps) {
  const intl = useIntl();
  const id = useId();
  const cents = (v: number) => intl.formatNumber(v, { maximumFractionDigits: 3 });
  return (
    <div className={styles.field}>
      {state ? <p className={styles.hint}>{intl.formatMessage(m.averageOfState, { location: state.location, cost: cents(state.cost) })}</p> : null}
      {costs.status === 'failed' ? (
        <p className={styles.hint}>{intl.formatMessage(m.averagesFailed)}</p>
      ) : (
        <>
          <label className={styles.label} htmlFor={id}>
            {intl.formatMessage(m.averages)}
          </label>
          <select
            id={id}
            className={styles.input}
            value=""
            disabled={!costs.data}
            onChange={(event) => {
              const hit = costs.data?.find((c) => String(c.id) === event.target.value);
              if (hit) onPick(hit.cost);
            }}
          >
            <option value="">{intl.formatMessage(m.averagesPick)}</option>
            {(costs.data ?? []).map((c) => (
              <option key={c.id} value={String(c.id)}>
                {intl.formatMessage(m.averageOption, { location: c.location, cost: cents(c.cost) })}
              </option>
            ))}
          </select>
        </>
      )}
    </div>
  );
}
