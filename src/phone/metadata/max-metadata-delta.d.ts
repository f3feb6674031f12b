// Types of the generated max-metadata-delta.js (scripts/build-metadata-delta.mjs).
import type { Delta } from './metadata-delta';

declare const delta: Delta;
// A default export: with a named one the page's and the workers' builds emit different chunks (measured: 20 kB twice).
// eslint-disable-next-line no-restricted-syntax
export default delta;
