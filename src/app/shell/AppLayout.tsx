import { Suspense } from 'react';
import { useSelector } from 'react-redux';
import styles from './AppLayout.module.css';
import { PageLoader } from '../../common/Loader';
import { selectIsMobile, selectSignedInFeaturesReady } from '../appInitSelectors';
import type { AppState } from '../appInitSlice';
import { NavBar } from './NavBar';
import { useScreenHandle } from './screenHandle';
import { TopBannerSlot } from './TopBannerSlot';
import { SignedInScreen } from './signedInScreens';
import TopBanner from '../../features/now/TopBanner';

/** Signed-in pages (its own chunk, so the sign-in page does not carry it): navigation bar (unless the route hides it), the top-banner slot, the page. */
export default function AppLayout() {
  const handle = useScreenHandle();
  const mobile = useSelector((state: { app: AppState }) => selectIsMobile(state));
  const ready = useSelector((state: { app: AppState }) => selectSignedInFeaturesReady(state));
  const showNav = !handle?.hideNav && !(mobile && handle?.hideNavOnMobile);
  return (
    <div className={styles.layout}>
      {showNav && <NavBar />}
      <main id="main" className={showNav ? styles.main : `${styles.main} ${styles.bare}`} tabIndex={-1}>
        {/* Screens read the signed-in features' slices: wait until initialisation has injected them. */}
        {ready ? (
          <Suspense fallback={<PageLoader />}>
            <SignedInScreen handle={handle} />
          </Suspense>
        ) : (
          <PageLoader />
        )}
      </main>
      {/* After `main`, stuck to the bottom of the view: a banner arriving after the first paint moves nothing. */}
      <TopBannerSlot>{ready && <TopBanner />}</TopBannerSlot>
    </div>
  );
}
