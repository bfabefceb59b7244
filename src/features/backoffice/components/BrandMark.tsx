/**
 * The charity's mark (the sun over the Nile of public/images/logo.svg), drawn
 * inline so it needs no request. Decorative: the name is always written beside it.
 */
export function BrandMark({ size = 32 }: { size?: number | '100%' }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 64 64"
      aria-hidden="true"
      focusable="false"
      style={{ flex: 'none', display: 'block' }}
    >
      <rect x="2" y="2" width="60" height="60" rx="16" fill="#1f7a6d" />
      <circle cx="32" cy="28" r="11" fill="#f4b942" />
      <path
        d="M 10 42 Q 21 35 32 42 T 54 42"
        fill="none"
        stroke="#ffffff"
        strokeWidth="4"
        strokeLinecap="round"
      />
      <path
        d="M 14 51 Q 23 45 32 51 T 50 51"
        fill="none"
        stroke="#9fd8cf"
        strokeWidth="3.5"
        strokeLinecap="round"
      />
    </svg>
  )
}

/** The mark with the name: text in the theme's colour, legible in light and dark themes. */
export function BrandName({
  size = 48,
  name = 'New Egypt Foundation',
  subtitle,
}: {
  size?: number
  name?: string
  subtitle?: string
}) {
  return (
    <span style={{ display: 'inline-flex', alignItems: 'center', gap: size / 4 }}>
      <BrandMark size={size} />
      <span style={{ display: 'flex', flexDirection: 'column', lineHeight: 1.2 }}>
        <span style={{ fontWeight: 700, fontSize: size / 2.4 }}>{name}</span>
        {subtitle && <span style={{ fontSize: size / 3.4 }}>{subtitle}</span>}
      </span>
    </span>
  )
}
