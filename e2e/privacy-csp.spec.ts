import { expect, test } from '@playwright/test';
import { countryButton, openCheck, phone } from './helpers';

test('the server and the built page both set a CSP without unsafe-inline or unsafe-eval', async ({
  page,
  request,
}) => {
  const response = await request.get('/');
  const header = response.headers()['content-security-policy'] ?? '';
  expect(header).toContain("default-src 'self'");
  expect(header).not.toMatch(/unsafe-(inline|eval)/);
  await page.goto('/');
  const meta = await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content');
  expect(meta).toContain("script-src 'self'");
  expect(meta).not.toMatch(/unsafe-(inline|eval)/);
});

test('both screens run under the policy with no violation, and ask no other host for anything', async ({
  page,
}) => {
  await page.addInitScript(() => {
    const w = window as unknown as { __violations: string[] };
    w.__violations = [];
    document.addEventListener('securitypolicyviolation', (e) =>
      w.__violations.push(`${e.violatedDirective} ${e.blockedURI}`),
    );
  });
  const requests: string[] = [];
  const errors: string[] = [];
  page.on('request', (r) => requests.push(r.url()));
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  await openCheck(page);
  await countryButton(page).click();
  await page.keyboard.type('a');
  await page.keyboard.press('Escape');
  await phone(page).pressSequentially('+442079460958');
  await expect(page.getByTestId('type')).toHaveText('Fixed line');
  await page.getByRole('link', { name: 'Clean a list' }).click();
  await page.getByRole('textbox', { name: 'Paste numbers' }).fill('+44 20 7946 0958');
  await page.getByRole('button', { name: 'Use pasted text' }).click();
  await page.getByRole('button', { name: 'Start' }).click();
  await expect(page.getByTestId('count-valid')).toHaveText('1');
  expect(await page.evaluate(() => (window as unknown as { __violations: string[] }).__violations)).toEqual(
    [],
  );
  expect(errors).toEqual([]);
  const origin = new URL(page.url()).origin;
  expect(requests.filter((url) => url.startsWith('http') && !url.startsWith(origin))).toEqual([]);
});
