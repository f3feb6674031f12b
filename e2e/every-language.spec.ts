/**
 * Every UI language, as a browser set to it opens Telfield: the Check screen and Clean a list speak it (the field's
 * label, the country search, a reason, a step of the list), with the page's lang and dir set. The words expected come
 * from the language's own modules; a language whose module is missing fails here.
 */
import { expect, test, type Browser } from '@playwright/test';
import { SUPPORTED_LOCALES, type Locale } from '../src/components/i18n/locale';

// The browser tag a person of each language sends, where it is not the UI tag itself (picking is locale.test.ts's).
const BROWSER_TAG: Partial<Record<Locale, string>> = { 'zh-Hans': 'zh-CN', 'zh-Hant': 'zh-TW', nb: 'nb-NO' };
const RTL = new Set<Locale>(['ar', 'he', 'fa', 'ur']);
// English's words where the test looks (the reference): none of them may show in another language.
const ENGLISH = { label: 'Phone number', search: 'Search countries', step: 'Load', title: 'Clean a list' };
const ENGLISH_REASON = /too short|too long|not a valid|digits? expected|does not exist/i;

interface Expected {
  readonly phoneNumber: string;
  readonly selector: string;
  readonly search: string;
  readonly steps: readonly string[];
}

/** The language's own words for what the test checks, from its modules (rejects when a module is missing). */
async function expectedWords(locale: Locale): Promise<Expected> {
  const file = locale.toLowerCase();
  const phone = (await import(`../src/components/i18n/phone-words/${file}.ts`)) as {
    firstPaint: { phoneNumber: string; selector: string };
    labels: { search: string };
  };
  const batch = Object.values(
    (await import(`../src/features/batch/messages/${file}.ts`)) as Record<string, { steps: string[] }>,
  )[0];
  return {
    phoneNumber: phone.firstPaint.phoneNumber,
    selector: phone.firstPaint.selector,
    search: phone.labels.search,
    steps: batch?.steps ?? [],
  };
}

async function openIn(browser: Browser, locale: Locale) {
  const context = await browser.newContext({
    locale: BROWSER_TAG[locale] ?? locale,
    serviceWorkers: 'block',
  });
  const page = await context.newPage();
  // The languages whose words the page fetched (words-<tag>-<hash>.js, one chunk per language).
  const fetched = new Set<string>();
  page.on('request', (request) => {
    const file = new URL(request.url()).pathname.split('/').pop() ?? '';
    if (file.startsWith('words-') && file.endsWith('.js')) fetched.add(file.slice(6, -12));
  });
  return { context, page, fetched };
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

for (const locale of SUPPORTED_LOCALES.filter((l) => l !== 'en')) {
  test(`${locale}: the Check screen and Clean a list speak it, lang and dir set`, async ({ browser }) => {
    const words = await expectedWords(locale);
    expect(words.phoneNumber).not.toBe(ENGLISH.label);
    expect(words.search).not.toBe(ENGLISH.search);
    expect(words.steps[0]).not.toBe(ENGLISH.step);
    const { context, page, fetched } = await openIn(browser, locale);
    try {
      await page.goto('/');
      const html = page.locator('html');
      await expect(html).toHaveAttribute('lang', locale);
      await expect(html).toHaveAttribute('dir', RTL.has(locale) ? 'rtl' : 'ltr');

      const field = page.getByRole('textbox', { name: words.phoneNumber, exact: true });
      await expect(field).toBeVisible();
      await expect(page.locator('[data-first-paint]')).toHaveCount(0);

      await page.getByRole('button', { name: new RegExp(`^${escape(words.selector)}`) }).click();
      await expect(page.getByRole('combobox', { name: words.search, exact: true })).toBeVisible();
      await page.keyboard.press('Escape');

      await field.pressSequentially('23');
      await field.blur();
      await expect(field).toHaveAttribute('aria-invalid', 'true');
      await expect(field).toHaveAccessibleDescription(/\S/);
      await expect(field).not.toHaveAccessibleDescription(ENGLISH_REASON);

      await page.goto('/batch');
      await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(ENGLISH.title);
      await expect(page.getByRole('heading', { level: 2, name: words.steps[0] })).toBeVisible();
      await expect(html).toHaveAttribute('lang', locale);
      // Each language costs only itself: no other language's words came with its own.
      expect([...fetched]).toEqual([locale.toLowerCase()]);
    } finally {
      await context.close();
    }
  });
}

test('English: both screens fetch no language’s words', async ({ browser }) => {
  const { context, page, fetched } = await openIn(browser, 'en');
  try {
    await page.goto('/');
    await expect(page.getByRole('textbox', { name: ENGLISH.label, exact: true })).toBeVisible();
    await expect(page.locator('[data-first-paint]')).toHaveCount(0);
    await page.goto('/batch');
    await expect(page.getByRole('heading', { level: 2, name: ENGLISH.step })).toBeVisible();
    expect([...fetched]).toEqual([]);
  } finally {
    await context.close();
  }
});
