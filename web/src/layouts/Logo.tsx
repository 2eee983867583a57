/** The Pusula mark: a compass needle in a rounded square. Decorative next to the word mark. */
export function LogoMark({ className = 'size-8' }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" className={className} aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="9" fill="var(--pu-brand)" />
      <circle
        cx="16"
        cy="16"
        r="10"
        fill="none"
        stroke="var(--pu-on-brand)"
        strokeOpacity="0.45"
        strokeWidth="1.5"
      />
      <path d="M16 6.5 19 16h-6z" fill="#f5b25c" />
      <path d="M16 25.5 13 16h6z" fill="var(--pu-on-brand)" />
      <circle cx="16" cy="16" r="1.6" fill="var(--pu-brand)" />
    </svg>
  );
}

export function Wordmark() {
  return (
    <span className="flex items-center gap-2 text-xl font-bold tracking-tight text-ink">
      <LogoMark />
      Pusula
    </span>
  );
}
