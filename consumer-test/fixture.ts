// Where the consumer apps live: outside this repository, so nothing resolves through its node_modules.
import { createHash } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface Variant {
  readonly name: string;
  /** The folder whose package.json and package-lock.json the app installs from (its own lockfile). */
  readonly manifest: string;
}

export const FIXTURE = join(process.cwd(), 'fixtures', 'consumer');

export const VARIANTS: readonly Variant[] = [
  // The React this repository builds with.
  { name: 'react-19', manifest: FIXTURE },
  // The oldest React the peer range allows.
  { name: 'react-18', manifest: join(FIXTURE, 'react-18') },
];

// One folder per checkout, so two checkouts on one machine never install into each other's app.
const CHECKOUT = createHash('sha256').update(process.cwd()).digest('hex').slice(0, 8);
export const fixtureDir = (variant: Variant): string =>
  join(tmpdir(), `telfield-consumer-${CHECKOUT}-${variant.name}`);
/** A Next.js App Router app (its own lockfile): the docs' Server Action example, built by `next build`. */
export const NEXT_FIXTURE = join(process.cwd(), 'fixtures', 'consumer-next');
export const nextDir = (): string => join(tmpdir(), `telfield-consumer-${CHECKOUT}-next`);
export const TARBALL_NOTE = join(process.cwd(), '.tmp', 'consumer-tarball.txt');
