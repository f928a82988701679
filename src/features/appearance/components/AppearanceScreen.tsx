import { lazy, Suspense, useId } from 'react';
import { useIntl } from 'react-intl';
import { useDispatch, useSelector } from 'react-redux';
import styles from './AppearanceScreen.module.css';
import type { WithSession } from '../../../app/session/sessionSelectors';
import { SettingsPage } from '../../../common/settings/SettingsPage';
import { LanguagePicker } from '../../../i18n/LanguagePicker';
import { themeChangeRequested, type ThemeName } from '../../../theme/themeActions';
import { selectThemeMode, selectThemeName } from '../../../theme/themeSelectors';
import type { ThemeState } from '../../../theme/themeSlice';
import { useThemeMode } from '../../../theme/useThemeMode';
import { selectCanUnlock, selectOfferedThemes, selectUnlockPrompt, type WithAppearance } from '../appearanceSelectors';
import { appearanceMessages as m } from '../messages';
import { loadWithRetry } from '../../../common/chunkLoader';
import { usePartnerUnlockKeys } from './usePartnerUnlockKeys';

/** The unlock prompt (a form) loads only when the key combination opens it: the page itself carries no form library. */
const PartnerUnlockDialog = lazy(() => loadWithRetry(() => import(/* webpackChunkName: "partner-unlock" */ './PartnerUnlockDialog')));

/** The swatch colours match tokens.css; they show each theme whatever theme is active. */
const SWATCH: Record<ThemeName, string> = { red: '#e5532d', blue: '#2f6fde', purple: '#7a4fd1', teal: '#12918a', wiser: '#3dcd58' };

/**
 * Settings → Appearance: theme and dark mode, saved on change (POST /users/{id}/settings), and the
 * language. In the partner edition a hidden key combination and a password add the 'wiser' theme.
 */
export default function AppearanceScreen() {
  const intl = useIntl();
  const dispatch = useDispatch();
  const darkId = useId();
  const themes = useSelector((state: WithAppearance) => selectOfferedThemes(state));
  const canUnlock = useSelector((state: WithAppearance) => selectCanUnlock(state));
  const prompt = useSelector((state: WithAppearance) => selectUnlockPrompt(state));
  const name = useSelector((state: WithSession) => selectThemeName(state));
  // The stored choice (a colour change keeps it), and the mode on screen (the switch shows it).
  const chosen = useSelector((state: WithSession & { theme?: ThemeState }) => selectThemeMode(state));
  const { mode, following } = useThemeMode();
  const saving = useSelector((state: WithSession) => state.session.pendingTheme !== null);
  const dark = mode === 'dark';
  const choose = (theme: ThemeName, nightMode: boolean, modeChosen = false) =>
    dispatch(themeChangeRequested({ name: theme, night_mode: nightMode }, { modeChosen }));
  usePartnerUnlockKeys(canUnlock);

  return (
    <SettingsPage icon="palette" title={intl.formatMessage(m.title)} subtitle={intl.formatMessage(m.subtitle)}>
      <section className={styles.card}>
        <fieldset className={styles.fieldset}>
          <legend className={styles.legend}>{intl.formatMessage(m.themeLegend)}</legend>
          <div className={styles.swatches}>
            {themes.map((theme) => (
              <label key={theme} className={styles.swatch}>
                <input type="radio" name="theme" value={theme} checked={name === theme} onChange={() => choose(theme, chosen === 'dark')} />
                <span className={styles.dot} style={{ background: SWATCH[theme] }} aria-hidden="true" />
                {intl.formatMessage(m[theme])}
              </label>
            ))}
          </div>
        </fieldset>
      </section>
      <section className={`${styles.card} ${styles.switchRow}`}>
        <div>
          <div id={darkId} className={styles.switchLabel}>
            {intl.formatMessage(m.darkMode)}
          </div>
          <p className={styles.hint}>{intl.formatMessage(m.darkModeHint)}</p>
          {following && <p className={styles.hint}>{intl.formatMessage(m.followingSystem)}</p>}
        </div>
        <button type="button" role="switch" aria-checked={dark} aria-labelledby={darkId} className={styles.switch} onClick={() => choose(name, !dark, true)} />
      </section>
      {/* Not a named region: "Language" names the picker alone (getByLabel('Language') finds the select). */}
      <section className={`${styles.card} ${styles.switchRow}`}>
        <div className={styles.switchLabel}>{intl.formatMessage(m.languageTitle)}</div>
        <LanguagePicker hideLabel />
      </section>
      <div className={styles.status} role="status" aria-live="polite">
        {saving ? intl.formatMessage(m.saving) : ''}
      </div>
      {prompt.open ? (
        <Suspense fallback={null}>
          <PartnerUnlockDialog />
        </Suspense>
      ) : null}
    </SettingsPage>
  );
}
