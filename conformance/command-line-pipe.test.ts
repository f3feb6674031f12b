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

/** A HubSpot contacts export long enough to outrun a pipe's buffer. */
function hubspotExport(): string {
  const rows = Array.from(
    { length: 60_000 },
    (_, i) =>
      `${95_154_912_301 + i},Ann,Lee,ann${i}@example.com,(202) 555-${String(i % 10_000).padStart(4, '0')}`,
  );
  const input = join(built.dir(), 'hubspot-crm-exports-all-contacts.csv');
  writeFileSync(input, `Record ID,First Name,Last Name,Email,Phone Number\n${rows.join('\n')}\n`);
  return input;
}

describe('telfield clean into a pipe that closes', () => {
  it('ends quietly with status 0 under head -5', () => {
    const input = hubspotExport();
    const command = `"${process.execPath}" "${built.script()}" clean "${input}" -d US -p "Phone Number" -o - | head -5 >/dev/null; echo "status=\${PIPESTATUS[0]}"`;
    const run = spawnSync('bash', ['-c', command], { env: { ...process.env, LANG: 'C' } });
    expect(run.stdout.toString().trim()).toBe('status=0');
    expect(run.stderr.toString()).not.toMatch(/could not|Error|EPIPE/);
  });

  // A pipe closed before the first row (| true): the segments then in the workers' hands are dropped with the pool,
  // and their rejections must not end the process with status 1 (they did, every time, before 'answered.catch').
  it('ends quietly with status 0 when the pipe closes before the first row', () => {
    const input = hubspotExport();
    const command = `"${process.execPath}" "${built.script()}" clean "${input}" -d US -p "Phone Number" -o - | true; echo "status=\${PIPESTATUS[0]}"`;
    for (let i = 0; i < 3; i++) {
      const run = spawnSync('bash', ['-c', command], { env: { ...process.env, LANG: 'C' } });
      expect(run.stdout.toString().trim()).toBe('status=0');
      expect(run.stderr.toString()).not.toMatch(/could not|Error|EPIPE/);
    }
  });
});
