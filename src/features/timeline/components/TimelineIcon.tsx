import type { ReactElement } from 'react';
import DeviceIcon from '../../../common/icons/DeviceIcon';

/** Glyphs for the timeline's own notices; every device glyph comes from the common device icon set. */
const NOTICE_GLYPHS: Record<string, ReactElement> = {
  peak: <path d="M3 20h18M4 16l5-6 4 3 7-9M15 4h5v5" />,
  news: <path d="M4 5h13v14H6a2 2 0 0 1-2-2zM17 9h3v8a2 2 0 0 1-2 2M7.5 9h6M7.5 12.5h6M7.5 16h4" />,
  monitor: <path d="M4 16a8 8 0 1 1 16 0M12 16l4-5M3 20h18" />,
};

/** Decorative: the item's text always names the device or notice. */
export default function TimelineIcon({ name, size = 20 }: { name: string | null | undefined; size?: number }) {
  const key = (name ?? '').toLowerCase();
  const notice = NOTICE_GLYPHS[key];
  if (!notice) return <DeviceIcon icon={name} size={size} />;
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={1.7} strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false" data-icon={key}>
      {notice}
    </svg>
  );
}
