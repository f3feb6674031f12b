import { expect, test, type BrowserContext, type Locator, type Page } from '@playwright/test';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parsePhoneNumberFromString } from 'libphonenumber-js/core';
import maxMetadata from 'libphonenumber-js/max/metadata';
import { countryButton, openCheck, phone, pickCountry } from './helpers';

test.use({ serviceWorkers: 'allow' });
// One after another: the update test rewrites the served sw.js for a while, and no other test here should see it.
test.describe.configure({ mode: 'default' });

/** One visit, then the network off and the page loaded again. */
async function offlineAfterOneVisit(page: Page, context: BrowserContext): Promise<void> {
  await openCheck(page);
  // The service worker registers once the page is idle and, the first version, takes the page when installed.
  await page.waitForFunction(() => navigator.serviceWorker?.controller !== null, undefined, {
    timeout: 20_000,
  });
  await context.setOffline(true);
  await page.reload();
}

const numbers = ['+44 20 7946 0958', '(201) 555-0123', '+49 30 901820', 'not a number'];

test('after one visit the app works with the network off: both screens, the full rules, the workers', async ({
  page,
  context,
}) => {
  await offlineAfterOneVisit(page, context);
  await expect(phone(page)).toBeVisible();

  // Checking a number needs the full metadata (the number type) from its own chunk.
  await phone(page).pressSequentially('+442079460958');
  await expect(page.getByTestId('e164')).toHaveText('+442079460958');
  await expect(page.getByTestId('type')).not.toHaveText('');

  // Clean a list: its screen, its workers and their metadata, all from the cache.
  await page.getByRole('link', { name: 'Clean a list' }).click();
  await page.getByRole('textbox', { name: 'Paste numbers' }).fill(numbers.join('\n'));
  await page.getByRole('button', { name: 'Use pasted text' }).click();
  await page.getByRole('button', { name: 'Start' }).click();
  const valid = numbers.filter((n) => parsePhoneNumberFromString(n, 'US', maxMetadata)?.isValid()).length;
  await expect(page.getByTestId('count-valid')).toHaveText(String(valid));

  // A reload on the list screen's own address works offline too (every route is the one page).
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Clean a list');
});

/** Whether a flag box shows a picture: a loaded <img>, or a sprite cell whose image decodes. */
const flagDrawn = (flag: Locator) =>
  flag.evaluate(async (element) => {
    if (element instanceof HTMLImageElement) return element.complete && element.naturalWidth > 0;
    const url = /url\("?([^")]+)"?\)/.exec(getComputedStyle(element).backgroundImage)?.[1];
    if (!url) return false;
    const image = new Image();
    image.src = url;
    return image.decode().then(
      () => true,
      () => false,
    );
  });

test('offline, a flag never shown before is drawn from the sprite the list uses (issue 39.8)', async ({
  page,
  context,
}) => {
  await offlineAfterOneVisit(page, context);
  await pickCountry(page, 'JP');
  await expect.poll(() => flagDrawn(countryButton(page).locator('.tf-country-picker__flag'))).toBe(true);
  // The result's flag too, for a number of a country not seen before either.
  await phone(page).pressSequentially('+82 2 312 3456');
  await expect(page.getByTestId('country')).not.toBeEmpty();
  await expect.poll(() => flagDrawn(page.locator('.tf-result__country .tf-country-picker__flag'))).toBe(true);
});

test('the app can be installed: a manifest naming the app, its start and its icon', async ({
  page,
  request,
}) => {
  await page.goto('/');
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  const manifest = (await (await request.get(href ?? '')).json()) as Record<string, unknown>;
  expect(manifest).toMatchObject({ name: 'Telfield', start_url: '/', display: 'standalone' });
  const [icon] = manifest.icons as { src: string }[];
  expect((await request.get(icon?.src ?? '')).ok()).toBe(true);
});

test('a new version deployed waits for the person: the page says so, and Reload brings it in', async ({
  page,
}) => {
  await openCheck(page);
  await page.waitForFunction(() => navigator.serviceWorker?.controller !== null, undefined, {
    timeout: 20_000,
  });
  // A deploy: the served sw.js names another version (same length, so the preview server's cached size holds).
  const path = join('dist', 'sw.js');
  const deployed = readFileSync(path, 'utf8');
  const version = /const VERSION = '([0-9a-f]+)'/.exec(deployed)?.[1] ?? '';
  expect(version).not.toBe('');
  const next = version.replace(/^./, (c) => (c === '0' ? '1' : '0'));
  writeFileSync(path, deployed.replace(`'${version}'`, `'${next}'`));
  try {
    await page.evaluate(() => ((window as unknown as { before: boolean }).before = true));
    await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update());
    const notice = page.getByRole('status').filter({ hasText: 'A new version of Telfield is ready.' });
    await expect(notice).toBeVisible({ timeout: 20_000 });
    // The page goes on with the old version until the person says otherwise.
    await expect(phone(page)).toBeEditable();
    await page.getByRole('button', { name: 'Reload' }).click();
    // Reloaded into the new version: a fresh page, no notice, the new worker in control.
    await page.waitForFunction(() => !(window as unknown as { before?: boolean }).before, undefined, {
      timeout: 20_000,
    });
    await expect(phone(page)).toBeVisible();
    await expect(notice).toHaveCount(0);
    const waiting = await page.evaluate(
      async () => (await navigator.serviceWorker.getRegistration())?.waiting ?? null,
    );
    expect(waiting).toBeNull();
  } finally {
    writeFileSync(path, deployed);
  }
});
