import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { selectSyncedSearch } from '../powerMeterSelectors';
import { closed, opened, queryChanged } from '../powerMeterSlice';
import { isUnreadableQuery, parseQuery, sameSearch } from '../windowMath';

/**
 * The URL and the window, kept in step. Opening the screen hands the URL's query to the saga; later
 * URL changes that the saga did not make itself (back/forward, a link) restore their window. The
 * saga writes the URL: push for buttons, a debounced replace for continuous zoom and pan.
 */
export function useMeterUrlSync(): void {
  const dispatch = useAppDispatch();
  const { search } = useLocation();
  const synced = useAppSelector(selectSyncedSearch);
  const syncedRef = useRef(synced);
  const openedRef = useRef(false);
  useLayoutEffect(() => {
    syncedRef.current = synced;
  });

  useEffect(() => {
    if (!openedRef.current) {
      openedRef.current = true;
      dispatch(opened({ query: parseQuery(search), unreadable: isUnreadableQuery(search) }));
    } else if (!sameSearch(search, syncedRef.current) || isUnreadableQuery(search)) {
      dispatch(queryChanged({ query: parseQuery(search), unreadable: isUnreadableQuery(search) }));
    }
  }, [dispatch, search]);

  useEffect(
    () => () => {
      openedRef.current = false;
      dispatch(closed());
    },
    [dispatch],
  );
}
