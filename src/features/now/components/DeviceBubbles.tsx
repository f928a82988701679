import { FormattedMessage } from 'react-intl';
import { lazy, Suspense, useCallback, useId, useRef, useState } from 'react';
import { useAppSelector } from '../../../app/hooks';
import { loadWithRetry } from '../../../common/chunkLoader';
import { useNearViewport } from '../../../common/useNearViewport';
import { MountSignal } from '../../../common/MountSignal';
import messages from '../messages';
import { selectActiveDeviceIds, selectHasData } from '../nowSelectors';
import styles from './DeviceBubbles.module.css';

const DeviceBubbleList = lazy(() => loadWithRetry(() => import(/* webpackChunkName: "now-bubbles" */ './DeviceBubbleList')));

/** Where the bubbles will be: one grey cell per device that is on, in the list's own grid. */
function Placeholder({ count }: { count: number }) {
  return (
    <ul className={styles.list} aria-hidden="true">
      {Array.from({ length: count }, (_, i) => (
        <li key={i} className={styles.ghost} />
      ))}
    </ul>
  );
}

/**
 * Bubbles for the devices that are on. The id list keeps its reference while membership is unchanged.
 * The card sits below the first screen: its bubbles (and the device icons) load and render when it
 * comes near the view, and until then grey cells hold their place.
 */
export default function DeviceBubbles() {
  const titleId = useId();
  const ref = useRef<HTMLElement>(null);
  const near = useNearViewport(ref);
  // Busy until the bubbles are on screen: while the card waits to be near, and while their chunk loads.
  const [drawn, setDrawn] = useState(false);
  const markDrawn = useCallback(() => setDrawn(true), []);
  const ids = useAppSelector(selectActiveDeviceIds);
  const hasData = useAppSelector(selectHasData);
  const placeholder = <Placeholder count={ids.length} />;
  return (
    <section ref={ref} className={styles.section} aria-labelledby={titleId} aria-busy={(ids.length > 0 && !drawn) || undefined}>
      <h2 id={titleId} className={styles.title}>
        <FormattedMessage {...messages.bubblesTitle} />
      </h2>
      {ids.length > 0 ? (
        near ? (
          <Suspense fallback={placeholder}>
            <DeviceBubbleList ids={ids} />
            <MountSignal onMount={markDrawn} />
          </Suspense>
        ) : (
          placeholder
        )
      ) : hasData ? (
        <p className={styles.empty}>
          <FormattedMessage {...messages.bubblesEmpty} />
        </p>
      ) : (
        <div className={styles.placeholder} aria-hidden="true" />
      )}
    </section>
  );
}
