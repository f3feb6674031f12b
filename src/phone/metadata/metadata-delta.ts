/**
 * The full metadata rebuilt from the small one and a difference (made by scripts/build-metadata-delta.mjs). The full
 * metadata differs from the small one only at the end of each numbering plan's array (its per-type patterns), so the
 * difference holds, per plan, the items from the first one that differs; any other top-level field, whole.
 *   applyDelta({ countries: { AC: ['247', '00', '…', [5, 6]] } }, { plans: { countries: { AC: [4, 0, [['6\\d{4}']]] } }, fields: {} })
 *   → { countries: { AC: ['247', '00', '…', [5, 6], 0, [['6\\d{4}']]] } }
 * (Measured against the generic item-by-item difference it replaces: 19.4 kB brotli instead of 19.8 kB.)
 */
export interface Delta {
  /** Per part of the metadata ('countries', 'nonGeographic'), per plan: [first index that differs, …items from there]. */
  readonly plans: { readonly [part: string]: { readonly [plan: string]: readonly [number, ...unknown[]] } };
  /** Top-level fields that differ other than the plans (a new version, new calling codes), whole. */
  readonly fields: { readonly [field: string]: unknown };
}

type Plans = Readonly<Record<string, readonly unknown[]>>;

export function applyDelta<T extends object>(base: T, delta: Delta): T {
  const next: Record<string, unknown> = { ...base, ...delta.fields };
  for (const [part, tails] of Object.entries(delta.plans)) {
    const plans: Record<string, readonly unknown[]> = { ...(next[part] as Plans | undefined) };
    for (const [plan, [first, ...items]] of Object.entries(tails))
      plans[plan] = [...(plans[plan] ?? []).slice(0, first), ...items];
    next[part] = plans;
  }
  return next as T;
}
