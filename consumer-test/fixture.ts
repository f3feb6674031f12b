// Where the consumer apps live: outside this repository, so nothing resolves through its node_modules.
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

export const fixtureDir = (variant: Variant): string => join(tmpdir(), `telfield-consumer-${variant.name}`);
export const TARBALL_NOTE = join(process.cwd(), '.tmp', 'consumer-tarball.txt');
