/**
 * The package as a team meets it: installed from the packed tarball into an app outside this repository, type-checked
 * under two module resolutions, built by a plain Vite with no plugin, rendered on the server by plain Node, hydrated
 * in Chromium — for the React this repository uses and the oldest its peer range allows.
 */
import { expect, test, type Page } from '@playwright/test';
import { parsePhoneNumberFromString } from 'libphonenumber-js/core';
import maxMetadata from 'libphonenumber-js/max/metadata';
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { extname, join, normalize } from 'node:path';
import { compressed, withoutBuildHashes } from '../scripts/compressed.mjs';
import { TARBALL_NOTE, VARIANTS, fixtureDir } from './fixture';

/** libphonenumber-js max's E.164 for a national number: what the forms must submit. */
const e164 = (national: string, country: 'FR' | 'US') =>
  parsePhoneNumberFromString(national, country, maxMetadata)?.number ?? 'not valid';

const ROOT = process.cwd();
const bin = (pkg: string, path: string) => join(ROOT, 'node_modules', pkg, path);
/** Runs a Node script in the app; on failure the error carries what it printed, so the report says why. */
function run(cwd: string, file: string, args: string[]): string {
  try {
    return execFileSync(process.execPath, [file, ...args], {
      cwd,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
    });
  } catch (error) {
    const { stdout, stderr } = error as { stdout?: string; stderr?: string };
    throw new Error(`${file} ${args.join(' ')} failed:\n${stdout ?? ''}${stderr ?? ''}`, { cause: error });
  }
}

const TYPES: Record<string, string> = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.webp': 'image/webp',
  '.svg': 'image/svg+xml',
};

/** The built app, served as any static host would. */
function serve(dir: string): Promise<{ server: Server; url: string }> {
  const server = createServer((request, response) => {
    const path = normalize(decodeURIComponent((request.url ?? '/').split('?')[0] ?? '/'));
    const file = join(dir, path === '/' ? 'index.html' : path);
    if (!file.startsWith(dir) || !existsSync(file)) {
      response.statusCode = 404;
      response.end();
      return;
    }
    response.setHeader('Content-Type', TYPES[extname(file)] ?? 'application/octet-stream');
    response.end(readFileSync(file));
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      resolve({ server, url: `http://127.0.0.1:${port}` });
    }),
  );
}

test('the tarball holds the build, its types and stylesheet, and no source or app files', () => {
  const { files } = JSON.parse(readFileSync(TARBALL_NOTE, 'utf8')) as { files: string[] };
  for (const needed of [
    'package.json',
    'LICENSE',
    'CHANGELOG.md',
    'README.md',
    'lib/index.js',
    'lib/headless.js',
    'lib/phone.js',
    'lib/style.css',
    'lib/flag-sprite.webp',
    'lib/types/index.d.ts',
    'lib/types/headless.d.ts',
    'lib/types/phone.d.ts',
  ])
    expect(files, needed).toContain(needed);
  expect(files.filter((file) => /^(src|e2e|bench|fixtures|consumer-test|dist|scripts)\//.test(file))).toEqual(
    [],
  );
});

for (const variant of VARIANTS) {
  test.describe.serial(variant.name, () => {
    const dir = fixtureDir(variant);

    test('the types check under moduleResolution bundler and nodenext, with skipLibCheck off', () => {
      const tsc = bin('typescript', 'bin/tsc');
      run(dir, tsc, ['-p', 'tsconfig.json']);
      run(dir, tsc, ['-p', 'tsconfig.node.json']);
    });

    test('the app has one React, and publint finds no problem in the installed package', () => {
      const reacts = execFileSync('npm', ['ls', 'react', '--all', '--parseable'], {
        cwd: dir,
        encoding: 'utf8',
      })
        .split('\n')
        .filter((line) => /[/\\]node_modules[/\\]react$/.test(line));
      expect(reacts).toHaveLength(1);
      const report = run(dir, bin('publint', 'src/cli.js'), ['node_modules/telfield', '--pack', 'false']);
      expect(report).toContain('All good!');
    });

    test('telfield/phone runs in plain Node and agrees with libphonenumber-js max', () => {
      const script = `
        import { parsePhone, isValidPhone, findPhones, formatPhone } from 'telfield/phone';
        import { getCountries, getExampleNumber } from 'libphonenumber-js/max';
        import examples from 'libphonenumber-js/mobile/examples';
        const wrong = [];
        let compared = 0;
        for (const country of getCountries()) {
          const example = getExampleNumber(country, examples);
          if (!example) continue;
          compared++;
          const national = example.formatNational();
          const parsed = parsePhone(national, { defaultCountry: country });
          if (parsed.valid !== example.isValid() || (parsed.valid && parsed.e164 !== example.number))
            wrong.push([country, national, parsed.e164, example.number]);
          if (formatPhone(example.number, 'INTERNATIONAL') !== example.formatInternational()) wrong.push([country, 'format']);
        }
        const found = findPhones('Office +44 20 7946 0958, mobile 07400 123456', { defaultCountry: 'GB' }).map((p) => p.e164);
        console.log(JSON.stringify({ compared, wrong, found, junk: isValidPhone('not a phone'), other: isValidPhone(42) }));`;
      const out = JSON.parse(
        execFileSync(process.execPath, ['--input-type=module', '-e', script], { cwd: dir, encoding: 'utf8' }),
      ) as { compared: number; wrong: unknown[]; found: string[]; junk: boolean; other: boolean };
      expect(out.compared).toBeGreaterThan(200);
      expect(out.wrong).toEqual([]);
      expect(out.found).toEqual(['+442079460958', '+447400123456']);
      expect([out.junk, out.other]).toEqual([false, false]);
    });

    test('a plain Vite production build emits the stylesheet with the flag sprite beside it', () => {
      run(dir, bin('vite', 'bin/vite.js'), ['build', '--logLevel', 'warn']);
      const assets = readdirSync(join(dir, 'dist', 'assets'));
      const sprite = assets.find((file) => file.endsWith('.webp'));
      const css = assets.filter((file) => file.endsWith('.css'));
      expect(sprite).toBeDefined();
      expect(css.length).toBe(1);
      expect(readFileSync(join(dir, 'dist', 'assets', css[0] ?? ''), 'utf8')).toContain(sprite);
      // Development warnings and their words stay out of a production build (the bundler drops them).
      const scripts = assets.filter((file) => file.endsWith('.js'));
      expect(scripts.length).toBeGreaterThan(0);
      for (const file of scripts)
        expect(readFileSync(join(dir, 'dist', 'assets', file), 'utf8').includes('telfield: '), file).toBe(
          false,
        );
    });

    test('what the package adds to the app, and the component alone, against the same app with a plain input, stays in budget', () => {
      run(dir, bin('vite', 'bin/vite.js'), ['build', 'baseline', '--logLevel', 'warn']);
      const app = bytesOf(join(dir, 'dist'));
      const baseline = bytesOf(join(dir, 'baseline', 'dist'));
      const added = { initial: app.initial - baseline.initial, lazy: app.lazy - baseline.lazy };
      const budget = JSON.parse(readFileSync(join(ROOT, 'size-budget.json'), 'utf8')) as Record<
        string,
        number
      >;
      console.log(
        `${variant.name}: telfield adds ${added.initial} B initial, ${added.lazy} B lazy (brotli JS+CSS; app ${app.initial} + ${app.lazy}, baseline ${baseline.initial} + ${baseline.lazy})`,
      );
      expect(added.initial).toBeLessThanOrEqual(budget['consumer app: added initial'] ?? 0);
      expect(added.lazy).toBeLessThanOrEqual(budget['consumer app: added lazy'] ?? 0);

      // The component alone (no telfield/phone in the client): its full rules come after first paint.
      run(dir, bin('vite', 'bin/vite.js'), ['build', 'component-only', '--logLevel', 'warn']);
      const alone = bytesOf(join(dir, 'component-only', 'dist'));
      const component = { initial: alone.initial - baseline.initial, lazy: alone.lazy - baseline.lazy };
      console.log(
        `${variant.name}: PhoneInput alone adds ${component.initial} B initial, ${component.lazy} B lazy (brotli JS+CSS)`,
      );
      expect(component.lazy).toBeGreaterThan(0);
      expect(component.initial).toBeLessThanOrEqual(budget['consumer component: added initial'] ?? 0);
      expect(component.lazy).toBeLessThanOrEqual(budget['consumer component: added lazy'] ?? 0);
    });

    test('plain Node renders the page on the server with renderToString', () => {
      const html = run(dir, 'ssr.mjs', []);
      // The controlled value, written as the field shows it in its country, and the button's flag from the sprite.
      expect(html).toMatch(/<input[^>]*data-testid="main"[^>]*value="020 7946 0958"/);
      expect(html).toContain('tf-country-picker__flag--sprite');
      expect(html).toContain('電話番号');
    });

    test('the page hydrates without a warning, shows flags, and every field works', async ({ page }) => {
      const { server, url } = await serve(join(dir, 'dist'));
      try {
        const problems = watch(page, url);
        await page.goto(url);
        const main = page.getByTestId('main');
        await expect(main).toHaveAttribute('data-design-system', 'text-field');
        await expect(main).toHaveValue('020 7946 0958');

        // The flag: the sprite named by the stylesheet, loaded from the app's own build.
        const flag = page.locator('.tf-country-picker__flag--sprite').first();
        const image = await flag.evaluate((element) => getComputedStyle(element).backgroundImage);
        expect(image).toMatch(/^url\(".*\/assets\/.*\.webp"\)$/);
        const width = await page.evaluate(
          async (src) => {
            const img = new Image();
            img.src = src;
            await img.decode();
            return img.naturalWidth;
          },
          image.slice(5, -2),
        );
        expect(width).toBeGreaterThan(0);

        // Typing through the design system's input: the caret and the formatting are the field's.
        await main.click();
        await main.press('ControlOrMeta+a');
        await main.pressSequentially('+12015550123');
        await expect(page.getByTestId('main-value')).toHaveText('+12015550123');
        await expect(main).toHaveValue('+1 201 555 0123');

        // error={false}: the app shows its own message, the field none; hideLabel keeps the name.
        const quiet = page.getByRole('textbox', { name: '電話番号' });
        await quiet.fill('12');
        await quiet.blur();
        await expect(quiet).toHaveAttribute('aria-invalid', 'true');
        await expect(page.locator('.tf-phone-input').nth(1).locator('.tf-phone-input__error')).toHaveCount(0);
        await expect(page.getByRole('button', { name: /^国/ })).toBeVisible();

        // A native form: Enter in the field submits it, FormData carries the E.164.
        const native = page.getByRole('textbox', { name: 'Native phone' });
        await native.pressSequentially('06 12 34 56 78');
        await native.press('Enter');
        await expect(page.getByTestId('native-sent')).toHaveText(e164('0612345678', 'FR'));

        // react-hook-form + zod: the form library's message, then the E.164 once valid.
        await page.getByRole('button', { name: 'Send hook form' }).click();
        await expect(page.getByTestId('hook-error')).toHaveText('Enter a valid phone number');
        const hook = page.getByRole('textbox', { name: 'Hook phone' });
        await expect(hook).toHaveAccessibleDescription('Enter a valid phone number');
        await hook.pressSequentially('201 555 0123');
        await page.getByRole('button', { name: 'Send hook form' }).click();
        await expect(page.getByTestId('hook-sent')).toHaveText(e164('2015550123', 'US'));
        await expect(page.getByTestId('hook-error')).toHaveText('');

        // The headless hooks with plain elements.
        const headless = page.getByRole('textbox', { name: 'Headless phone' });
        await headless.pressSequentially('030 1234567');
        await expect(page.getByTestId('headless-value')).toHaveText('+49301234567');

        expect(problems).toEqual([]);
      } finally {
        server.close();
      }
    });
  });
}

/** Brotli bytes of a built app's JS and CSS: what its page loads first (index.html's references), and the rest. */
function bytesOf(dist: string): { initial: number; lazy: number } {
  const html = readFileSync(join(dist, 'index.html'), 'utf8');
  const initial = new Set(
    [...html.matchAll(/(?:src|href)="\.?\/?(assets\/[^"]+\.(?:js|css))"/g)].map((m) => m[1] ?? ''),
  );
  const sizes = { initial: 0, lazy: 0 };
  for (const file of readdirSync(join(dist, 'assets')).filter((f) => /\.(js|css)$/.test(f))) {
    const size = compressed(withoutBuildHashes(readFileSync(join(dist, 'assets', file)))).brotli;
    if (initial.has(`assets/${file}`)) sizes.initial += size;
    else sizes.lazy += size;
  }
  return sizes;
}

/** Console errors and warnings (React reports hydration mismatches there), page errors, and requests elsewhere. */
function watch(page: Page, origin: string): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  page.on('request', (request) => {
    if (!request.url().startsWith(origin)) problems.push(`request to ${request.url()}`);
  });
  return problems;
}
