import { useEffect } from 'react';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { selectAttributesRequest, selectHomeAttributes, selectSave } from '../homeSettingsSelectors';
import { fetchRequested, saveReset } from '../homeSettingsSlice';
import type { HomeForm } from '../types';

/**
 * What every home settings page needs: the attributes fetched afresh on each visit (kept on screen
 * while they refetch), the page's load failure, and whether its save is running.
 */
export function useHomeSettingsPage(form: HomeForm) {
  const dispatch = useAppDispatch();
  useEffect(() => {
    dispatch(saveReset());
    dispatch(fetchRequested());
  }, [dispatch]);
  const attributes = useAppSelector(selectHomeAttributes);
  const request = useAppSelector(selectAttributesRequest);
  const save = useAppSelector(selectSave);
  return {
    attributes,
    loadError: attributes === null && request.status === 'failed' ? request.error : null,
    retry: () => dispatch(fetchRequested()),
    pending: save.status === 'pending' && save.form === form,
  };
}
