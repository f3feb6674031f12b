/** Runs work once the page is idle (within half a second at most); a timer where requestIdleCallback is missing. */
export function whenIdle(work: () => void): void {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(work, { timeout: 500 });
  else setTimeout(work, 0);
}
