/** A neutral globe for "no country" (international numbers such as +800). */
export function GlobeIcon() {
  return (
    <svg
      className="tf-country-picker__flag tf-country-picker__globe"
      viewBox="0 0 24 16"
      width={24}
      height={16}
      aria-hidden="true"
      focusable="false"
    >
      <g fill="none" stroke="currentColor" strokeWidth="1.2">
        <circle cx="12" cy="8" r="6.5" />
        <ellipse cx="12" cy="8" rx="2.8" ry="6.5" />
        <path d="M5.5 8h13M6.6 4.5h10.8M6.6 11.5h10.8" />
      </g>
    </svg>
  );
}
