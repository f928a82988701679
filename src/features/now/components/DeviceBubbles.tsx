import { FormattedMessage } from 'react-intl';
import { lazy, useId, useRef } from 'react';
import { useAppSelector } from '../../../app/hooks';
import { loadWithRetry } from '../../../common/chunkLoader';
import { NearContent, useNearContent } from '../../../common/NearContent';
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
  // Busy until the bubbles are on screen: while the card waits to be near, and while their chunk loads.
  const { near, drawn, onDrawn } = useNearContent(ref);
  const ids = useAppSelector(selectActiveDeviceIds);
  const hasData = useAppSelector(selectHasData);
  const placeholder = <Placeholder count={ids.length} />;
  return (
    <section ref={ref} className={styles.section} aria-labelledby={titleId} aria-busy={(ids.length > 0 && !drawn) || undefined}>
      <h2 id={titleId} className={styles.title}>
        <FormattedMessage {...messages.bubblesTitle} />
      </h2>
      {ids.length > 0 ? (
        <NearContent near={near} placeholder={placeholder} onDrawn={onDrawn}>
          <DeviceBubbleList ids={ids} />
        </NearContent>
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
