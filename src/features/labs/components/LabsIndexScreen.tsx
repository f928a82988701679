import type { ReactNode } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import type { WireEfficiencyRating, WireFrequencyRating, WireLabsStatus } from '../../../api/wire/labs';
import { selectIsMobile } from '../../../app/appInitSelectors';
import { useAppSelector } from '../../../app/hooks';
import { selectMonitorId } from '../../../app/session/sessionSelectors';
import { Icon, type IconName } from '../../../common/Icon';
import DeviceIcon from '../../../common/icons/DeviceIcon';
import { useProductValues } from '../../../theme/useProductName';
import { acComparisonAllowed, automationAllowed, LABS_PAGES, mobileMonitorId } from '../labsConfig';
import { index as m } from '../messages';
import styles from './LabsIndexScreen.module.css';
import LabsLink from './LabsLink';
import RatingBadge from './RatingBadge';
import { useLabsContent } from './useLabsContent';

interface Entry {
  to: string;
  icon: ReactNode;
  label: MessageDescriptor;
  hint: string;
  /** The part's rating once the content is there. */
  rating?: { status: WireLabsStatus; rating?: WireFrequencyRating | null; efficiency?: WireEfficiencyRating } | null;
  testId: string;
}

function Row({ entry, checking }: { entry: Entry; checking: boolean }) {
  const intl = useIntl();
  const r = entry.rating;
  return (
    <li>
      <LabsLink to={entry.to} className={styles.row} testId={entry.testId}>
        <span className={styles.icon} aria-hidden="true">
          {entry.icon}
        </span>
        <span className={styles.text}>
          <span className={styles.label}>{intl.formatMessage(entry.label)}</span>
          <span className={styles.hint}>{entry.hint}</span>
        </span>
        {r !== undefined ? (
          <span className={styles.status}>
            {r ? (
              r.status === 'failed' ? <RatingBadge /> : <RatingBadge rating={r.rating} efficiency={r.efficiency} />
            ) : checking ? (
              <span className={styles.checking}>{intl.formatMessage(m.checking)}</span>
            ) : null}
          </span>
        ) : null}
        <span className={styles.chevron} aria-hidden="true">
          ›
        </span>
      </LabsLink>
    </li>
  );
}

function Section({ id, title, entries, checking }: { id: string; title: MessageDescriptor; entries: Entry[]; checking: boolean }) {
  const intl = useIntl();
  return (
    <section className={styles.card} aria-labelledby={id}>
      <h2 id={id} className={styles.groupTitle}>
        {intl.formatMessage(title)}
      </h2>
      <ul className={styles.list}>
        {entries.map((e) => (
          <Row key={e.to} entry={e} checking={checking} />
        ))}
      </ul>
    </section>
  );
}

const icon = (name: IconName) => <Icon name={name} size={20} />;

/**
 * /labs (spec monitoring §2 "Labs index rules"): fault detection over the last 30 days, the
 * smart-plug integration, and Automation. The AC comparison and Automation appear only for the
 * monitors on their lists (labsConfig.ts); in the mobile app the monitor comes from a window
 * variable and the links are plain anchors.
 */
export default function LabsIndexScreen() {
  const intl = useIntl();
  const product = useProductValues();
  const mobile = useAppSelector(selectIsMobile);
  const sessionMonitor = useAppSelector(selectMonitorId);
  const monitorId = mobile ? (mobileMonitorId() ?? sessionMonitor) : sessionMonitor;
  const content = useLabsContent();
  const f = content.data?.fault_detection_json ?? null;
  const checking = content.status === 'loading' || content.status === 'idle';
  const fault: Entry[] = [
    { to: LABS_PAGES.motorStalls.path, icon: icon('gear'), label: m.motorStalls, hint: intl.formatMessage(m.motorStallsHint), rating: f && { status: f.motorStalls.status, rating: f.motorStalls.rating }, testId: 'labs-entry-motor-stalls' },
    { to: LABS_PAGES.powerQuality.path, icon: icon('bolt'), label: m.powerQuality, hint: intl.formatMessage(m.powerQualityHint), rating: f && { status: f.powerQuality.status, rating: f.powerQuality.rating }, testId: 'labs-entry-power-quality' },
    { to: LABS_PAGES.floatingNeutral.path, icon: icon('panel'), label: m.floatingNeutral, hint: intl.formatMessage(m.floatingNeutralHint), rating: f && { status: f.floatingNeutral.status, rating: f.floatingNeutral.rating }, testId: 'labs-entry-floating-neutral' },
  ];
  if (acComparisonAllowed(monitorId)) {
    fault.push({
      to: LABS_PAGES.acComparison.path, icon: <DeviceIcon icon="ac" size={20} />, label: m.acComparison, hint: intl.formatMessage(m.acComparisonHint),
      rating: f && { status: f.acEfficiency.status, efficiency: f.acEfficiency.rating }, testId: 'labs-entry-ac-energy-comparison',
    });
  }
  // A failed load shows "not available" on each fault entry rather than a spinner that never ends.
  const failedAll = content.status === 'failed' && !content.data;
  if (failedAll) for (const e of fault) e.rating = { status: 'failed' };
  return (
    <div className={styles.page} data-testid="labs-index">
      <header className={styles.header}>
        <h1 className={styles.title}>{intl.formatMessage(m.title)}</h1>
        <p className={styles.intro}>{intl.formatMessage(m.intro, product)}</p>
      </header>
      <Section id="labs-fault" title={m.faultTitle} entries={fault} checking={checking} />
      <Section
        id="labs-smart-plug"
        title={m.smartPlugTitle}
        checking={false}
        entries={[{ to: LABS_PAGES.smartPlug.path, icon: icon('plug'), label: m.smartPlug, hint: intl.formatMessage(m.smartPlugHint, product), testId: 'labs-entry-tapo' }]}
      />
      {automationAllowed(monitorId) ? (
        <Section
          id="labs-automation"
          title={m.automationTitle}
          checking={false}
          entries={[{ to: LABS_PAGES.evCharger.path, icon: icon('car'), label: m.evCharger, hint: intl.formatMessage(m.evChargerHint), testId: 'labs-entry-ev-charger' }]}
        />
      ) : null}
    </div>
  );
}
