import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import Section from '../components/Section';
import { TIMELINE_PREVIEW } from '../constants';
import messages from '../messages';
import SlotFallback from './SlotFallback';

export type TimelineSlot = (deviceId: string, preview: { limit: 3 }) => ReactNode;

/** The first 3 timeline events of the device (the timeline feature renders them through the slot). */
export default function TimelineSection({ deviceId, slot }: { deviceId: string; slot?: TimelineSlot }) {
  const intl = useIntl();
  const content = slot ? slot(deviceId, TIMELINE_PREVIEW) : null;
  return (
    <Section title={intl.formatMessage(messages.timelineTitle)} testId="section-timeline">
      {content ?? <SlotFallback title={intl.formatMessage(messages.timelineEmpty)} hint={intl.formatMessage(messages.timelineEmptyHint)} />}
    </Section>
  );
}
