/**
 * The charge-point account's mark: an original glyph (a charging post with a plug and a bolt in a
 * rounded tile), not any real network's logo. Named by its `label`.
 */
export default function ChargePointLogo({ label, size = 72 }: { label: string; size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 72 72" role="img" aria-label={label} data-testid="charge-point-logo">
      <title>{label}</title>
      <rect x="2" y="2" width="68" height="68" rx="18" fill="var(--kw-color-accent-soft)" />
      <rect x="2" y="2" width="68" height="68" rx="18" fill="none" stroke="var(--kw-color-accent-strong)" strokeWidth="2.5" />
      <rect x="20" y="15" width="22" height="40" rx="5" fill="none" stroke="var(--kw-color-accent-strong)" strokeWidth="3" />
      <path d="M33 22l-6 10h6l-3 9 8-12h-6l3-7z" fill="var(--kw-color-accent-strong)" />
      <path d="M16 57h30" stroke="var(--kw-color-accent-strong)" strokeWidth="3" strokeLinecap="round" />
      <path d="M42 24h6a4 4 0 0 1 4 4v14a4 4 0 0 0 8 0v-6" fill="none" stroke="var(--kw-color-accent-strong)" strokeWidth="3" strokeLinecap="round" strokeLinejoin="round" />
      <path d="M56 30h8M58 30v-4M62 30v-4" stroke="var(--kw-color-accent-strong)" strokeWidth="3" strokeLinecap="round" />
    </svg>
  );
}
