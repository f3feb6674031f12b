// The policy `npm start` serves, read from the app's own Vite config so the two never drift.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const config = readFileSync(join(import.meta.dirname, '..', 'vite.config.ts'), 'utf8');
const block = /CONTENT_SECURITY_POLICY = \[([\s\S]*?)\]\.join/.exec(config)?.[1] ?? '';
export const CONTENT_SECURITY_POLICY = [...block.matchAll(/"([^"]+)"/g)].map((m) => m[1]).join('; ');
