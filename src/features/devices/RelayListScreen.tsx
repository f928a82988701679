import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { useAppSelector } from '../../app/hooks';
import DevicesLayout from './components/DevicesLayout';
import Section from './components/Section';
import { selectRelays } from './devicesSelectors';
import DeviceIcon from '../../common/icons/DeviceIcon';
import messages from './messages';
import styles from './RelayScreens.module.css';

/** /panel: the relays beside an overview that invites choosing one. */
export default function RelayListScreen() {
  const intl = useIntl();
  const relays = useAppSelector(selectRelays);
  return (
    <DevicesLayout kind="relays" selectedId={null} mode="index">
      <div className={styles.screen}>
        <header className={styles.header}>
          <span className={styles.icon}>
            <DeviceIcon icon="panel" size={30} />
          </span>
          <div>
            <h1 className={styles.title}>{intl.formatMessage(messages.relaysTitle)}</h1>
            <p className={styles.subtitle}>{intl.formatMessage(messages.devicesCount, { count: relays.length })}</p>
          </div>
        </header>
        <Section title={intl.formatMessage(messages.relaysPick)}>
          <p className={styles.muted}>{intl.formatMessage(messages.relaysIntro)}</p>
          {relays.length > 0 ? (
            <ul className={styles.cards}>
              {relays.map((relay) => (
                <li key={relay.id}>
                  <Link className={styles.card} to={`/panel/${encodeURIComponent(relay.id)}`}>
                    <DeviceIcon icon={relay.icon} type="SmartRelay" size={24} />
                    <span>{relay.name}</span>
                  </Link>
                </li>
              ))}
            </ul>
          ) : null}
          <Link to="/panel/history" className={styles.link}>
            {intl.formatMessage(messages.relayHistoryLink)}
          </Link>
        </Section>
      </div>
    </DevicesLayout>
  );
}
