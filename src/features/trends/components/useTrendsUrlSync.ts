import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { selectViewer } from '../trendsSelectors';
import { viewerClosed, viewerOpened, viewerQueryChanged } from '../trendsSlice';
import { parseQuery, sameSearch } from '../viewRules';

/**
 * The URL and the view, kept in step (spec: query parameters start and scale). Opening the screen
 * hands the URL's query to the saga; later URL changes the saga did not make (back/forward, a link)
 * show their view. The saga writes the URL (a push for each choice), so back steps through them.
 */
export function useTrendsUrlSync(): void {
  const dispatch = useAppDispatch();
  const { search } = useLocation();
  const synced = useAppSelector(selectViewer).syncedSearch;
  const syncedRef = useRef(synced);
  const openedRef = useRef(false);
  useLayoutEffect(() => {
    syncedRef.current = synced;
  });

  useEffect(() => {
    if (!openedRef.current) {
      openedRef.current = true;
      dispatch(viewerOpened({ query: parseQuery(search), search }));
    } else if (!sameSearch(search, syncedRef.current)) {
      dispatch(viewerQueryChanged({ query: parseQuery(search), search }));
    }
  }, [dispatch, search]);

  useEffect(
    () => () => {
      openedRef.current = false;
      dispatch(viewerClosed());
    },
    [dispatch],
  );
}
