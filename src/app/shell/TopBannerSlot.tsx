import type { ReactNode } from 'react';
import styles from './TopBannerSlot.module.css';

/**
 * The place for the one top banner (rate zone, generator on, backup power — spec §2 "Banner priority").
 * The live view passes its <TopBanner/> as children; an empty slot takes no space. It comes after the
 * page in the document and sticks to the bottom of the view (above the phone's tab bar): a banner that
 * arrives after the first paint (with the first realtime frame) is added below everything and moves
 * nothing on the page (no layout shift), yet stays in sight while the page scrolls.
 */
export function TopBannerSlot({ children }: { children?: ReactNode }) {
  return (
    <div className={styles.slot} data-testid="top-banner-slot">
      {children}
    </div>
  );
}
