const NAVIGATION_KEYS = ['ArrowDown', 'ArrowUp', 'Home', 'End', 'PageDown', 'PageUp'] as const;
export type NavigationKey = (typeof NAVIGATION_KEYS)[number];

export function isNavigationKey(key: string): key is NavigationKey {
  return (NAVIGATION_KEYS as readonly string[]).includes(key);
}

/**
 * The option a key makes active, in a list of `count` options where `current` is active (-1: none).
 * It stops at the ends rather than wrapping (Home and End are there for that); -1 when the list is empty.
 */
export function nextActiveIndex(
  key: NavigationKey,
  current: number,
  count: number,
  pageSize: number,
): number {
  if (count <= 0) return -1;
  const last = count - 1;
  const page = Math.max(1, Math.floor(pageSize));
  switch (key) {
    case 'ArrowDown':
      return current < 0 ? 0 : Math.min(current + 1, last);
    case 'ArrowUp':
      return current < 0 ? last : Math.max(current - 1, 0);
    case 'Home':
      return 0;
    case 'End':
      return last;
    case 'PageDown':
      return current < 0 ? Math.min(page - 1, last) : Math.min(current + page, last);
    case 'PageUp':
      return current < 0 ? 0 : Math.max(current - page, 0);
  }
}
