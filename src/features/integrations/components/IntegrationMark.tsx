import type { IntegrationInfo, MarkGlyph } from '../catalogue';
import styles from './IntegrationMark.module.css';

/** Original glyphs (24×24 strokes) for the integration tiles; no vendor logos. */
const GLYPHS: Record<MarkGlyph, string> = {
  plug: 'M9 3v5M15 3v5M6 8h12v3a6 6 0 0 1-12 0zM12 17v4',
  applet: 'M5 5h6v6H5zM13 13h6v6h-6zM11 8h4a2 2 0 0 1 2 2v3M13 16H9a2 2 0 0 1-2-2v-3',
  voice: 'M12 3a3 3 0 0 1 3 3v6a3 3 0 0 1-6 0V6a3 3 0 0 1 3-3zM6 11a6 6 0 0 0 12 0M12 17v4M9 21h6',
  bulb: 'M9 18h6M10 21h4M12 3a6 6 0 0 0-3.5 10.9c.6.5 1 1.2 1 2V17h5v-1.1c0-.8.4-1.5 1-2A6 6 0 0 0 12 3z',
  thermostat: 'M12 21a8 8 0 1 0 0-16 8 8 0 0 0 0 16zM12 9v4M12 13l2.5 1.5M8 5.5 6.5 4M16 5.5 17.5 4',
  home: 'M4 11 12 4l8 7v9h-5v-5H9v5H4z',
  relay: 'M4 7h16v10H4zM8 7V4M16 7V4M8 12h3M14 10v4',
  bolt: 'M13 2 5 13h6l-1 9 8-11h-6z',
  car: 'M5 16h14M6 16l1.5-5h9L18 16M4 16v3h3v-3M17 16v3h3v-3M8 13.5h.01M16 13.5h.01',
};

/** The tile of an integration: its glyph on its colour. Decorative: the name is always written beside it. */
export default function IntegrationMark({ info, size = 'md' }: { info: IntegrationInfo; size?: 'md' | 'lg' }) {
  return (
    <span className={`${styles.mark} ${styles[info.mark.tone]} ${size === 'lg' ? styles.large : ''}`} aria-hidden="true" data-testid={`mark-${info.key}`}>
      <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round">
        <path d={GLYPHS[info.mark.glyph]} />
      </svg>
    </span>
  );
}
