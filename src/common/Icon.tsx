import sprite from './uiIcons.svg';

/**
 * A small stroke icon set (24×24, currentColor). Decorative: pair it with visible text or an aria-label.
 * The glyphs are symbols of one hashed, cached sprite (uiIcons.svg, one per name below), not script.
 */
export const ICON_NAMES = [
  'bolt', 'sun', 'plug', 'panel', 'chart', 'meter', 'flask', 'car', 'gear', 'info', 'user', 'link', 'chat', 'home',
  'shield', 'logout', 'arrowLeft', 'mail', 'check', 'close', 'alert', 'phone', 'bell', 'key', 'wifi', 'sliders',
  'palette', 'external', 'refresh', 'help', 'book', 'chip', 'share',
] as const;

export type IconName = (typeof ICON_NAMES)[number];

export function Icon({ name, size = 24, className }: { name: IconName; size?: number; className?: string }) {
  return (
    <svg
      className={className}
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <use href={`${sprite}#${name}`} />
    </svg>
  );
}
