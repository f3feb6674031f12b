/** The country button's down arrow (the first paint's button and the picker's draw the same). */
export function ChevronIcon() {
  return (
    <svg
      className="tf-country-picker__chevron"
      viewBox="0 0 12 12"
      width={12}
      height={12}
      aria-hidden="true"
      focusable="false"
    >
      <path d="M2.5 4.5L6 8l3.5-3.5" fill="none" stroke="currentColor" strokeWidth="1.5" />
    </svg>
  );
}
