import { useEffect, useRef } from 'react';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { selectLabsContent } from '../labsSelectors';
import { fetchRequested } from '../labsSlice';

/** The labs content, asked for once when a page opens without it (initialisation usually has it already). */
export function useLabsContent() {
  const dispatch = useAppDispatch();
  const content = useAppSelector(selectLabsContent);
  const asked = useRef(false);
  const missing = content.status === 'idle' || (content.status === 'failed' && !content.data);
  useEffect(() => {
    // Only on opening: after a failure the page shows its retry button instead of asking in a loop.
    if (asked.current) return;
    asked.current = true;
    if (missing) dispatch(fetchRequested());
  }, [dispatch, missing]);
  return content;
}
