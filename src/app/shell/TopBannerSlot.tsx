import type { ReactNode } from 'react';
import styles from './TopBannerSlot.module.css';

/**
 * The place for the one top banner (rate zone, generator on, backup power — spec §2 "Banner priority").
 * The live view passes its <TopBanner/> as children; an empty slot takes no space.
 */
export function TopBannerSlot({ children }: { children?: ReactNode }) {
  return (
    <div className={styles.slot} data-testid="top-banner-slot">
      {children}
    </div>
  );
}
