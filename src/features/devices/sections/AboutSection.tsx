import { useIntl } from 'react-intl';
import type { WireDeviceDetail, WireDeviceStage } from '../../../api/wire/devices';
import { useAppSelector } from '../../../app/hooks';
import Section from '../components/Section';
import { deviceType } from '../devicesRules';
import { selectTypeNames } from '../devicesSelectors';
import messages from '../messages';
import styles from './sections.module.css';

const STAGE = {
  Inventory: [messages.stageInventory, messages.stageInventoryHint],
  Identified: [messages.stageIdentified, messages.stageIdentifiedHint],
  Tracking: [messages.stageTracking, messages.stageTrackingHint],
  RealTime: [messages.stageRealTime, null],
} as const satisfies Record<WireDeviceStage, unknown>;

/** What the device is: the about text, its detection stage (with what that stage means), type, make and model. */
export default function AboutSection({ detail }: { detail: WireDeviceDetail }) {
  const intl = useIntl();
  const typeNames = useAppSelector(selectTypeNames);
  const { device, about } = detail;
  const [stageName, stageHint] = STAGE[detail.stage] ?? STAGE.RealTime;
  const type = deviceType(device);
  const typeName = (type && typeNames[type]) || (typeof device.tags?.UserDeviceTypeDisplayString === 'string' ? device.tags.UserDeviceTypeDisplayString : type);
  const facts: [string, string | undefined][] = [
    [intl.formatMessage(messages.aboutType), typeName],
    [intl.formatMessage(messages.aboutMake), device.make],
    [intl.formatMessage(messages.aboutModel), device.model],
  ];
  return (
    <Section
      title={about?.title || intl.formatMessage(messages.aboutTitle)}
      action={<span className={styles.badge} title={intl.formatMessage(messages.aboutStage)}>{intl.formatMessage(stageName)}</span>}
      testId="section-about"
    >
      {about?.content ? <p className={styles.text}>{about.content}</p> : <p className={styles.muted}>{intl.formatMessage(messages.aboutEmpty)}</p>}
      {stageHint ? <p className={styles.muted}>{intl.formatMessage(stageHint)}</p> : null}
      {facts.some(([, v]) => v) ? (
        <dl className={styles.stats}>
          {facts.filter(([, v]) => v).map(([label, value]) => (
            <div key={label} className={styles.stat}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      ) : null}
    </Section>
  );
}
