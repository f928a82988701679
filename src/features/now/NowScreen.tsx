import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { useLocation } from 'react-router-dom';
import { useAppSelector } from '../../app/hooks';
import AlwaysOnCard from './components/AlwaysOnCard';
import BatteryCard from './components/BatteryCard';
import ConnectionNotice from './components/ConnectionNotice';
import CostCard from './components/CostCard';
import DeviceBubbles from './components/DeviceBubbles';
import GeneratorCard from './components/GeneratorCard';
import GridCard from './components/GridCard';
import LiveStatus from './components/LiveStatus';
import NowTimelineSlot from './components/NowTimelineSlot';
import PowerFlowDiagram from './components/PowerFlowDiagram';
import SelfPoweredCard from './components/SelfPoweredCard';
import SignalStrip from './components/SignalStrip';
import SolarCard from './components/SolarCard';
import UsageHero from './components/UsageHero';
import messages from './messages';
import { selectFeedStatus, selectHasData, selectHasSolar, selectHasBattery, selectSelfPoweredExpected } from './nowSelectors';
import styles from './NowScreen.module.css';

export { default as NowTimelineSlot } from './components/NowTimelineSlot';

/** Paths where the power-flow diagram leads the screen (spec: "/solar and /sources (same screen)"). */
const FLOW_FIRST = /^\/(solar|sources)\/?$/;

/**
 * The live view at /now, /solar and /sources. This component subscribes only to values that change
 * rarely (status, whether data, solar or a battery exist); every card reads its own figures.
 */
export default function NowScreen({ timeline }: { timeline?: ReactNode }) {
  const { pathname } = useLocation();
  const flowFirst = FLOW_FIRST.test(pathname);
  const status = useAppSelector(selectFeedStatus);
  const hasData = useAppSelector(selectHasData);
  const hasSolar = useAppSelector(selectHasSolar);
  const hasBattery = useAppSelector(selectHasBattery);
  // Solar or a battery known from the monitor: the diagram's place is held before the first frame.
  const flowExpected = useAppSelector(selectSelfPoweredExpected);
  const showFlow = hasData ? flowFirst || hasSolar || hasBattery : flowFirst || flowExpected;
  const failedWithoutData = !hasData && status === 'closed';

  return (
    <div className={styles.screen}>
      <header className={styles.header}>
        <h1 className={styles.title}>
          <FormattedMessage {...(pathname.startsWith('/solar') ? messages.screenTitleSolar : pathname.startsWith('/sources') ? messages.screenTitleSources : messages.screenTitle)} />
        </h1>
        <LiveStatus />
      </header>
      {/*
        Nothing that arrives after the first paint moves the page (no layout shift): when the feed
        never connected, the notice fills the place of the cards, which stay laid out underneath
        (hidden); otherwise it floats at the bottom of the view, after everything else.
      */}
      <div className={styles.bodyFrame}>
        <div
          className={`${styles.body} ${hasData && status !== 'live' ? styles.stale : ''} ${failedWithoutData ? styles.hidden : ''}`}
          aria-hidden={failedWithoutData || undefined}
        >
          {showFlow && flowFirst ? <PowerFlowDiagram prominent /> : null}
          <div className={styles.cards}>
            <UsageHero />
            <SolarCard />
            <GridCard />
            <BatteryCard />
            <SelfPoweredCard />
            <CostCard />
            <GeneratorCard />
            <AlwaysOnCard />
          </div>
          {showFlow && !flowFirst ? <PowerFlowDiagram /> : null}
          <DeviceBubbles />
          <SignalStrip />
        </div>
        {failedWithoutData ? (
          <div className={styles.fullNotice}>
            <ConnectionNotice full />
          </div>
        ) : null}
      </div>
      <NowTimelineSlot>{timeline}</NowTimelineSlot>
      {failedWithoutData ? null : (
        <div className={styles.floatingNotice}>
          <ConnectionNotice />
        </div>
      )}
    </div>
  );
}
