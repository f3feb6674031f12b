/**
 * Rebuilds one JSON value from another and a difference (made by scripts/build-metadata-delta.mjs):
 * applyDelta([1, [2, 3]], { a: [null, { a: [null, { v: 4 }] }] }) → [1, [2, 4]]
 * null = as in the base; { v } = this value; { a } = an array item by item; { o } = an object key by key.
 */
export type Delta =
  | null
  | { readonly v: unknown }
  | { readonly a: readonly Delta[] }
  | { readonly o: { readonly [key: string]: Delta } };

type Json = unknown;

export function applyDelta(base: Json, delta: Delta): Json {
  if (delta === null) return base;
  if ('v' in delta) return delta.v;
  if ('a' in delta) {
    const items = Array.isArray(base) ? (base as Json[]) : [];
    return delta.a.map((item, i) => applyDelta(items[i], item));
  }
  const fields = base !== null && typeof base === 'object' ? (base as Record<string, Json>) : {};
  return Object.fromEntries(
    Object.entries(delta.o).map(([key, item]) => [key, applyDelta(fields[key], item)]),
  );
}
