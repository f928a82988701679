import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { WireDeviceDetail } from '../../../api/wire/devices';
import { canEdit, isRelay, isSmartDevice, sectionsFor, type SectionKey } from '../devicesRules';
import AboutSection from '../sections/AboutSection';
import AlwaysOnSection from '../sections/AlwaysOnSection';
import BatterySection from '../sections/BatterySection';
import CostSection from '../sections/CostSection';
import NetworkPrompt from '../sections/NetworkPrompt';
import NotesSection from '../sections/NotesSection';
import ProductionSection from '../sections/ProductionSection';
import RelayHistorySection, { type RelayHistorySlot } from '../sections/RelayHistorySection';
import SmartPrompt from '../sections/SmartPrompt';
import StatsSection from '../sections/StatsSection';
import TimelineSection, { type TimelineSlot } from '../sections/TimelineSection';
import UsageSection from '../sections/UsageSection';
import messages from '../messages';
import styles from './DeviceDetailBody.module.css';

export interface DeviceDetailBodyProps {
  detail: WireDeviceDetail;
  settingsPath: string;
  timelineSlot?: TimelineSlot;
  relayHistorySlot?: RelayHistorySlot;
}

/** The detail's sections, chosen by the detection stage (Inventory: About … Real time: all). */
export default function DeviceDetailBody({ detail, settingsPath, timelineSlot, relayHistorySlot }: DeviceDetailBodyProps) {
  const intl = useIntl();
  const { device } = detail;
  const sections = sectionsFor(detail.stage ?? 'RealTime', {
    id: device.id,
    relay: isRelay(device),
    smart: isSmartDevice(device),
    timeline: detail.timeline?.allowed !== false,
  });
  const { production } = detail;
  const render: Record<SectionKey, () => ReactNode> = {
    battery: () => (detail.battery?.present ? <BatterySection battery={detail.battery} /> : null),
    networkPrompt: () => <NetworkPrompt />,
    smartPrompt: () => <SmartPrompt settingsPath={settingsPath} />,
    cost: () => (production ? <ProductionSection production={production} /> : <CostSection detail={detail} />),
    usage: () => <UsageSection deviceId={device.id} production={Boolean(production)} />,
    alwaysOn: () => (detail.always_on ? <AlwaysOnSection alwaysOn={detail.always_on} /> : null),
    timeline: () => <TimelineSection deviceId={device.id} slot={timelineSlot} />,
    relayHistory: () => <RelayHistorySection deviceId={device.id} slot={relayHistorySlot} />,
    notes: () => <NotesSection notes={detail.notes} editPath={canEdit(device) ? settingsPath : null} />,
    stats: () => (production || detail.usage ? <StatsSection usage={detail.usage} production={production} /> : null),
    about: () => <AboutSection detail={detail} />,
  };
  return (
    <div className={styles.body} data-stage={detail.stage}>
      {detail.loading_days ? (
        <p className={`${styles.full} ${styles.notice}`} role="status" data-testid="device-loading-days">
          {intl.formatMessage(messages.loadingDaysNotice, { days: detail.loading_days })}
        </p>
      ) : null}
      {sections.map((key) => (
        <div key={key} className={key === 'notes' || key === 'stats' ? styles.half : styles.full}>
          {render[key]()}
        </div>
      ))}
    </div>
  );
}
