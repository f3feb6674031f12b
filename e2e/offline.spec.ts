import { expect, test } from '@playwright/test';
import { parsePhoneNumberFromString } from 'libphonenumber-js/core';
import maxMetadata from 'libphonenumber-js/max/metadata';
import { openCheck, phone } from './helpers';

test.use({ serviceWorkers: 'allow' });

const numbers = ['+44 20 7946 0958', '(201) 555-0123', '+49 30 901820', 'not a number'];

test('after one visit the app works with the network off: both screens, the full rules, the workers', async ({
  page,
  context,
}) => {
  await openCheck(page);
  // The service worker registers once the page is idle and, the first version, takes the page when installed.
  await page.waitForFunction(() => navigator.serviceWorker?.controller !== null, undefined, {
    timeout: 20_000,
  });
  await context.setOffline(true);
  await page.reload();
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
