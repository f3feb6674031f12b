/**
 * A Next.js 16 App Router app (issue 36), installed from the packed tarball: docs/package.md's Server Action example
 * written from the docs themselves, type-checked by `next build` under strict, exactOptionalPropertyTypes and
 * noUncheckedIndexedAccess, served by `next start` and used in Chromium. The field posts E.164 to the action, React's
 * reset after the action leaves it empty and unmarked, and an E.164 the action hands back as defaultValue is shown as
 * if typed.
 */
import { expect, test, type Page } from '@playwright/test';
import { parsePhoneNumberFromString } from 'libphonenumber-js/core';
import maxMetadata from 'libphonenumber-js/max/metadata';
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { dirname, join } from 'node:path';
import { engineLoaded } from '../e2e/helpers';
import { codeBlocks } from '../scripts/doc-examples.mjs';
import { ROOT, run } from './app-tools';
import { nextDir } from './fixture';

// A test run is no usage to report.
process.env.NEXT_TELEMETRY_DISABLED = '1';

const dir = nextDir();
const next = join(dir, 'node_modules', 'next', 'dist', 'bin', 'next');
const NATIONAL = '07400 123456';
/** libphonenumber-js max's E.164 and national form of the number typed: what is posted, and what is shown. */
const number = parsePhoneNumberFromString(NATIONAL, 'GB', maxMetadata);

/** A free port on this machine, for `next start`. */
const freePort = () =>
  new Promise<number>((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });

let server: ChildProcess | undefined;
let origin = '';

test.describe('Next.js App Router', () => {
  test.describe.configure({ mode: 'serial' });

  test.beforeAll(async () => {
    test.slow();
    // The docs' example files, as the docs have them today: each block whose first line names a file under app/.
    const docs = readFileSync(join(ROOT, 'docs', 'package.md'), 'utf8');
    const written = codeBlocks(docs).flatMap(({ code }) => {
      const path = /^\/\/ (app\/[\w./-]+\.tsx?)\n/.exec(code)?.[1];
      if (!path) return [];
      mkdirSync(dirname(join(dir, path)), { recursive: true });
      writeFileSync(join(dir, path), code);
      return [path];
    });
    expect(written.sort()).toEqual(['app/signup/actions.ts', 'app/signup/signup-form.tsx']);
    run(dir, next, ['build']);
    const port = await freePort();
    origin = `http://127.0.0.1:${port}`;
    server = spawn(process.execPath, [next, 'start', '-p', String(port), '-H', '127.0.0.1'], {
      cwd: dir,
      stdio: 'ignore',
    });
    await expect
      .poll(
        () =>
          fetch(`${origin}/signup`).then(
            (response) => response.status,
            () => 0,
          ),
        { timeout: 60_000 },
      )
      .toBe(200);
  });

  test.afterAll(() => {
    server?.kill();
  });

  /** The page with its engine in; every console error and page error is collected. */
  async function open(page: Page, path: string): Promise<string[]> {
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(message.text());
    });
    page.on('pageerror', (error) => problems.push(error.message));
    await page.goto(`${origin}${path}`);
    await expect(page.locator('.tf-phone-input')).toHaveCount(1);
    await engineLoaded(page);
    return problems;
  }

  test("the docs' Server Action example: E.164 posted, then the field empty and unmarked after React's reset", async ({
    page,
  }) => {
    const problems = await open(page, '/signup');
    const phone = page.getByRole('textbox', { name: 'Phone number' });
    await phone.pressSequentially(NATIONAL);
    await expect(phone).toHaveValue(number?.formatNational() ?? 'not valid');
    const posted = page.waitForRequest((request) => request.method() === 'POST');
    await page.getByRole('button', { name: 'Sign up' }).click();
    const body = (await posted).postData() ?? '';
    expect(body).toContain(number?.number ?? 'not valid');
    expect(body).not.toContain(NATIONAL);
    // React resets the form once the action is done: the field is empty, with no error until the next blur.
    await expect(phone).toHaveValue('');
    await expect(phone).not.toHaveAttribute('aria-invalid', 'true');
    // The form's own alert (Next.js's route announcer is one too, outside the form).
    await expect(page.locator('form').getByRole('alert')).toHaveCount(0);
    await expect(page.locator('.tf-phone-input__error')).toBeHidden();
    expect(problems).toEqual([]);
  });

  test("the action's E.164 as defaultValue after the reset: shown in the national format, as if typed", async ({
    page,
  }) => {
    const problems = await open(page, '/keep');
    const phone = page.getByRole('textbox', { name: 'Kept phone' });
    await phone.pressSequentially(NATIONAL);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByTestId('saved')).toHaveText(number?.number ?? 'not valid');
    await expect(phone).toHaveValue(number?.formatNational() ?? 'not valid');
    await expect(page.locator('input[type=hidden][name=phone]')).toHaveValue(number?.number ?? 'not valid');
    await expect(phone).not.toHaveAttribute('aria-invalid', 'true');
    expect(problems).toEqual([]);
  });
});
