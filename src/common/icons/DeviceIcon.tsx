import { memo } from 'react';
import sprite from './devices.svg';
import { resolveIcon } from './iconRegistry';

export interface DeviceIconProps {
  /** The wire `icon` value (e.g. 'fridge', 'alwayson'). */
  icon?: string | null;
  /** The catalogue type (UserDeviceType), used when the icon is missing or unknown. */
  type?: string | null;
  size?: number;
  className?: string;
  /** An accessible name; without it the glyph is decorative (its name is shown as text beside it). */
  title?: string;
}

/**
 * A device glyph: 24 × 24, stroked with currentColor, so themes and dark mode colour it. The glyphs are
 * symbols of one hashed, cached sprite (devices.svg), not script: the page's JavaScript carries none of
 * their path data.
 */
function DeviceIcon({ icon, type, size = 24, className, title }: DeviceIconProps) {
  const key = resolveIcon(icon, type);
  return (
    <svg
      className={className}
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.75}
      strokeLinecap="round"
      strokeLinejoin="round"
      focusable="false"
      data-icon={key}
      {...(title ? { role: 'img', 'aria-label': title } : { 'aria-hidden': true })}
    >
      {title ? <title>{title}</title> : null}
      <use href={`${sprite}#${key}`} />
    </svg>
  );
}

export default memo(DeviceIcon);
