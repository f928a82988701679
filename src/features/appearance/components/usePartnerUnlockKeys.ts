import { useEffect } from 'react';
import { useDispatch } from 'react-redux';
import { unlockPrompted } from '../appearanceSlice';
import { isUnlockCombo } from '../partnerTheme';

/** While `active` (partner edition, 'wiser' still hidden), Alt+Shift+W on the page opens the unlock prompt. */
export function usePartnerUnlockKeys(active: boolean): void {
  const dispatch = useDispatch();
  useEffect(() => {
    if (!active) return;
    const onKey = (event: KeyboardEvent) => {
      if (!isUnlockCombo(event)) return;
      event.preventDefault();
      dispatch(unlockPrompted());
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [active, dispatch]);
}
