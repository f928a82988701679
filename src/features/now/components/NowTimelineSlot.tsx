import { useId, useRef, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { NearContent, useNearContent } from '../../../common/NearContent';
import messages from '../messages';
import styles from './NowTimelineSlot.module.css';

/**
 * "Recent activity" on the Now screen: the now timeline's first 3 items go here (the timeline
 * issue renders them as children). Without children it shows a designed empty state.
 * The card is the last on the screen: its children (a lazy chunk) load and render when it comes near
 * the view, and until then, and while they load, a grey block holds their place.
 */
export default function NowTimelineSlot({ children }: { children?: ReactNode }) {
  const titleId = useId();
  const ref = useRef<HTMLElement>(null);
  // Busy until the timeline is on screen: while the card waits to be near, and while its chunk loads.
  const { near, drawn, onDrawn } = useNearContent(ref);
  const placeholder = <div className={styles.placeholder} aria-hidden="true" />;
  return (
    <section ref={ref} className={styles.slot} aria-labelledby={titleId} aria-busy={(children !== undefined && !drawn) || undefined}>
      <h2 id={titleId} className={styles.title}>
        <FormattedMessage {...messages.timelineTitle} />
      </h2>
      {children === undefined ? (
        <div className={styles.empty}>
          <svg className={styles.icon} viewBox="0 0 24 24" aria-hidden="true">
            <path d="M12 7v5l3 2M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18z" />
          </svg>
          <p className={styles.emptyTitle}>
            <FormattedMessage {...messages.timelineEmpty} />
          </p>
          <p className={styles.emptyHint}>
            <FormattedMessage {...messages.timelineEmptyHint} />
          </p>
        </div>
      ) : (
        <NearContent near={near} placeholder={placeholder} onDrawn={onDrawn}>
          {children}
        </NearContent>
      )}
    </section>
  );
}
