// Where the consumer apps live: outside this repository, so nothing resolves through its node_modules.
import { readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface Variant {
  readonly name: string;
  /** What the app installs beside the packed telfield, as a user would. */
  readonly installs: readonly string[];
}

const root = process.cwd();
const versionOf = (name: string): string =>
  (JSON.parse(readFileSync(join(root, 'node_modules', name, 'package.json'), 'utf8')) as { version: string })
    .version;

export const VARIANTS: readonly Variant[] = [
  {
    // The React this repository builds with.
    name: 'react-19',
    installs: ['react', 'react-dom', '@types/react', '@types/react-dom'].map((p) => `${p}@${versionOf(p)}`),
  },
  // The oldest React the peer range allows.
  { name: 'react-18', installs: ['react@18', 'react-dom@18', '@types/react@18', '@types/react-dom@18'] },
];

export const fixtureDir = (variant: Variant): string => join(tmpdir(), `telfield-consumer-${variant.name}`);
export const TARBALL_NOTE = join(root, '.tmp', 'consumer-tarball.txt');
