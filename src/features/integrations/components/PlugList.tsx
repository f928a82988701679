import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { Spinner } from '../../../common/Loader';
import { pageMessages as p } from '../messages';
import type { WireIntegration } from '../types';
import styles from './IntegrationScreen.module.css';

/** The plugs the smart-plug integration found, each a device of the list; a note while it still looks. */
export default function PlugList({ item }: { item: WireIntegration }) {
  const intl = useIntl();
  const plugs = item.plugs ?? [];
  return (
    <section className={styles.card} aria-labelledby="integration-plugs" data-testid="integration-plugs">
      <h2 id="integration-plugs" className={styles.cardTitle}>
        {intl.formatMessage(p.plugsTitle)}
      </h2>
      {item.searching ? (
        <p className={styles.searching} role="status">
          <Spinner />
          {intl.formatMessage(p.searching)}
        </p>
      ) : null}
      {plugs.length > 0 ? (
        <ul className={styles.plugs}>
          {plugs.map((plug) => (
            <li key={plug.device_id} className={styles.plug}>
              <Link to={`/devices/${encodeURIComponent(plug.device_id)}`} className={styles.plugName}>
                {plug.name}
              </Link>
              <span className={styles.muted}>{intl.formatMessage(p.plugFound, { model: plug.model, date: intl.formatTime(plug.found_at, { timeStyle: 'short' }) })}</span>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
