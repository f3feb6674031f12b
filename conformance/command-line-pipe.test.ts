/**
 * Issue 38.12: `telfield clean … -o - | head -5` ends quietly when head closes the pipe: status 0, nothing on
 * standard error but what a finished run says. Built `telfield clean`, LANG=C, default US, a HubSpot contacts export
 * long enough to outrun the pipe's buffer.
 */
import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { builtCommandLine } from './build-command-line';

const built = builtCommandLine();

describe('telfield clean into a pipe that closes', () => {
  it('ends quietly with status 0 under head -5', () => {
    const rows = Array.from(
      { length: 60_000 },
      (_, i) =>
        `${95_154_912_301 + i},Ann,Lee,ann${i}@example.com,(202) 555-${String(i % 10_000).padStart(4, '0')}`,
    );
    const input = join(built.dir(), 'hubspot-crm-exports-all-contacts.csv');
    writeFileSync(input, `Record ID,First Name,Last Name,Email,Phone Number\n${rows.join('\n')}\n`);
    const command = `"${process.execPath}" "${built.script()}" clean "${input}" -d US -p "Phone Number" -o - | head -5 >/dev/null; echo "status=\${PIPESTATUS[0]}"`;
    const run = spawnSync('bash', ['-c', command], { env: { ...process.env, LANG: 'C' } });
    expect(run.stdout.toString().trim()).toBe('status=0');
    expect(run.stderr.toString()).not.toMatch(/could not|Error|EPIPE/);
  }, 120_000);
});
