import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { sharedBabelHelpersPlugin, sharedHelpers } from './shared-babel-helpers.mjs';

const modulesOf = (pkg: string, folder: string) => {
  const root = join(process.cwd(), 'node_modules', pkg, folder);
  return readdirSync(root, { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.js'))
    .map((name) => join(root, name));
};

type Transform = (code: string, id: string) => { code: string } | null;

describe.each([
  ['libphonenumber-js', 'es6'],
  ['read-excel-file', 'modules'],
] as const)("%s's Babel helpers, one copy per build", (pkg, folder) => {
  const modules = modulesOf(pkg, folder);
  const shared = sharedHelpers(process.cwd(), pkg);
  const transform = sharedBabelHelpersPlugin().transform as unknown as Transform;

  it('are the helper lines that are the same in every module that has them', () => {
    expect(shared.size).toBeGreaterThan(8);
    for (const [name, line] of shared) {
      expect(line.startsWith(`function ${name}(`)).toBe(true);
      const copies = modules.flatMap((file) =>
        readFileSync(file, 'utf8')
          .split('\n')
          .filter((l) => l.startsWith(`function ${name}(`)),
      );
      expect(new Set(copies), name).toEqual(new Set([line]));
    }
  });

  it('leave each module importing exactly the helpers taken out of it, and the rest of its text as it was', () => {
    let changed = 0;
    for (const file of modules) {
      const code = readFileSync(file, 'utf8');
      const result = transform(code, file);
      const taken = code.split('\n').filter((line) => [...shared.values()].includes(line));
      if (!result) {
        expect(taken, file).toEqual([]);
        continue;
      }
      changed++;
      const [importLine, ...rest] = result.code.split('\n');
      const names = new RegExp(`^import \\{ (.*) \\} from '\0babel-helpers:${pkg}';$`).exec(
        importLine ?? '',
      )?.[1];
      expect(names?.split(', ').sort(), file).toEqual(
        taken.map((line) => /^function (\w+)/.exec(line)?.[1]).sort(),
      );
      // Every other line is kept, in order; only the helpers' own lines are emptied.
      expect(
        rest.filter((line) => line !== ''),
        file,
      ).toEqual(code.split('\n').filter((line) => line !== '' && !taken.includes(line)));
    }
    expect(changed).toBeGreaterThan(10);
  });

  it('leave modules of other packages alone', () => {
    const line = [...shared.values()][0] ?? '';
    expect(transform(line, '/x/node_modules/other/es6/a.js')).toBeNull();
  });
});
