/** Astrolabio's logo: an astrolabe drawn in SVG (no image file to load). */
export function Logo({ size = 48, title }: { size?: number; title?: string }) {
  return (
    <svg width={size} height={size} viewBox="0 0 64 64" role={title ? 'img' : undefined} aria-hidden={title ? undefined : true} aria-label={title}>
      <circle cx="32" cy="34" r="26" fill="#f3f0ff" stroke="#5f3dc4" strokeWidth="3" />
      <circle cx="32" cy="34" r="17" fill="none" stroke="#7950f2" strokeWidth="1.5" />
      <path d="M32 8v6M32 54v6M6 34h6M52 34h6" stroke="#5f3dc4" strokeWidth="2.5" strokeLinecap="round" />
      <circle cx="32" cy="5" r="3.5" fill="none" stroke="#5f3dc4" strokeWidth="2.5" />
      <path d="M18 44 46 24" stroke="#343a40" strokeWidth="2.5" strokeLinecap="round" />
      <circle cx="32" cy="34" r="3" fill="#343a40" />
      <path d="m41 17 1.6 3.4 3.4 1.6-3.4 1.6L41 27l-1.6-3.4-3.4-1.6 3.4-1.6z" fill="#fab005" />
    </svg>
  );
}
