import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { getUiLanguage } from '../../../api/clientInfo';
import { getEnvironment } from '../../../api/environment';
import { useAppSelector } from '../../../app/hooks';
import { selectAccessToken } from '../../../app/session/sessionSelectors';
import { useThemeMode } from '../../../theme/useThemeMode';

/**
 * The URL of a file labs_content links to (an image or a CSV download). An <img> or a download
 * link cannot send headers, so the access token and the UI language go in the query (the server
 * redacts tokens from its logs); images also get the page's light or dark mode.
 */
export function useAssetUrl(): (path: string, query?: Record<string, string | number>, image?: boolean) => string {
  const token = useAppSelector(selectAccessToken);
  const { mode } = useThemeMode();
  useIntl(); // re-render when the language changes: the UI language below follows it
  const uiLanguage = getUiLanguage();
  return useCallback(
    (path: string, query: Record<string, string | number> = {}, image = false) => {
      const params = new URLSearchParams();
      for (const [k, v] of Object.entries(query)) params.set(k, String(v));
      if (image) params.set('mode', mode);
      params.set('ui_language', uiLanguage);
      if (token) params.set('access_token', token);
      return `${getEnvironment().apiRoot}${path}?${params.toString()}`;
    },
    [token, mode, uiLanguage],
  );
}
