/** Telfield's mark (the favicon's handset on its blue tile) before the name; the name is the link's text. */
export function Wordmark({ name }: { readonly name: string }) {
  return (
    <>
      <svg
        className="tf-brand__mark"
        viewBox="0 0 32 32"
        width={28}
        height={28}
        aria-hidden="true"
        focusable="false"
      >
        <rect width="32" height="32" rx="7" fill="var(--tf-accent)" />
        <path
          d="M11 7h4l2 6-3 2a13 13 0 0 0 5 5l2-3 6 2v4a2 2 0 0 1-2 2A19 19 0 0 1 9 9a2 2 0 0 1 2-2z"
          fill="var(--tf-on-accent)"
        />
      </svg>
      {name}
    </>
  );
}
