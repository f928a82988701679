import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { useAppSelector } from '../../app/hooks';
import DevicesLayout from './components/DevicesLayout';
import Section from './components/Section';
import { deviceType } from './devicesRules';
import { selectRelays } from './devicesSelectors';
import DeviceIcon from '../../common/icons/DeviceIcon';
import messages from './messages';
import type { RelayHistorySlot } from './sections/RelayHistorySection';
import SlotFallback from './sections/SlotFallback';
import styles from './RelayScreens.module.css';

const PREVIEW = { limit: 5 } as const;

/** /panel/history: each relay's latest switching events (the timeline feature renders them through the slot). */
export default function RelayHistoryScreen({ historySlot }: { historySlot?: RelayHistorySlot }) {
  const intl = useIntl();
  const relays = useAppSelector(selectRelays);
  const fallback = <SlotFallback title={intl.formatMessage(messages.relayHistoryScreenEmpty)} hint={intl.formatMessage(messages.relayHistoryEmpty)} />;
  return (
    <DevicesLayout kind="relays" selectedId={null}>
      <div className={styles.screen}>
        <header className={styles.header}>
          <span className={styles.icon}>
            <DeviceIcon icon="relay" size={30} />
          </span>
          <h1 className={styles.title}>{intl.formatMessage(messages.relayHistoryTitle)}</h1>
        </header>
        {relays.length === 0 ? <Section title={intl.formatMessage(messages.relaysEmpty)}>{fallback}</Section> : null}
        {relays.map((relay) => (
          <Section
            key={relay.id}
            title={
              <span className={styles.sectionTitle}>
                <DeviceIcon icon={relay.icon} type={deviceType(relay)} size={20} />
                {relay.name}
              </span>
            }
            action={<Link to={`/panel/${encodeURIComponent(relay.id)}`}>{intl.formatMessage(messages.relayOpen)}</Link>}
          >
            {(historySlot ? historySlot(relay.id, PREVIEW) : null) ?? fallback}
          </Section>
        ))}
      </div>
    </DevicesLayout>
  );
}
