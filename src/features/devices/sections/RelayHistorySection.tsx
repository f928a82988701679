import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import Section from '../components/Section';
import messages from '../messages';
import SlotFallback from './SlotFallback';

/** The timeline feature's relay timeline of one relay, e.g. `(id, preview) => <DeviceTimeline deviceId={id} preview={preview} relay />`. */
export type RelayHistorySlot = (deviceId: string, preview: { limit: number }) => ReactNode;

/** For relays: the relay's switching history (the timeline feature's relay timeline, through the slot). */
export default function RelayHistorySection({ deviceId, slot }: { deviceId: string; slot?: RelayHistorySlot }) {
  const intl = useIntl();
  const content = slot ? slot(deviceId, { limit: 3 }) : null;
  return (
    <Section
      title={intl.formatMessage(messages.relayHistoryTitle)}
      action={<Link to="/panel/history">{intl.formatMessage(messages.relayHistoryLink)}</Link>}
      testId="section-relay-history"
    >
      {content ?? <SlotFallback title={intl.formatMessage(messages.relayHistoryScreenEmpty)} hint={intl.formatMessage(messages.relayHistoryEmpty)} />}
    </Section>
  );
}
