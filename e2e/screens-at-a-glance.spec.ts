// Issue 39: every screen at a phone's width and a laptop's, the results table of several phone columns, and the
// words a person reads after cleaning a list.
import { expect, test, type Page } from '@playwright/test';
import { getExampleNumber, type CountryCode } from 'libphonenumber-js/max';
import examples from 'libphonenumber-js/mobile/examples';
import { file, openBatch, pickedPhoneColumns, toCsv } from './batch-helpers';

const PHONE = { width: 390, height: 844 };
const LAPTOP = { width: 1280, height: 800 };
const ROUTES = ['/', '/batch', '/component', '/no-such-page'];

const international = (country: CountryCode) =>
  getExampleNumber(country, examples)?.formatInternational() ?? '';

for (const size of [PHONE, LAPTOP]) {
  test.describe(`${size.width}×${size.height}`, () => {
    test.use({ viewport: size });

    test('no route scrolls sideways', async ({ page }) => {
      const wide: object[] = [];
      for (const route of ROUTES) {
        await page.goto(route);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        const { scrollWidth, innerWidth } = await page.evaluate(() => ({
          scrollWidth: document.documentElement.scrollWidth,
          innerWidth: window.innerWidth,
        }));
        if (scrollWidth > innerWidth) wide.push({ route, scrollWidth, innerWidth });
      }
      expect(wide, 'routes wider than the window').toEqual([]);
    });

    test('every code block holds its code: nothing cut at the box edge, nothing to scroll sideways to', async ({
      page,
    }) => {
      await page.goto('/component');
      await expect(page.getByTestId('playground-code')).toContainText('PhoneInput');
      const blocks = await page.locator('pre').evaluateAll((pres) =>
        pres.map((pre) => ({
          text: pre.textContent?.slice(0, 40),
          box: pre.clientWidth,
          code: pre.scrollWidth,
        })),
      );
      expect(blocks.length).toBeGreaterThan(2);
      expect(blocks.filter(({ box, code }) => code > box)).toEqual([]);
    });

    test('the Columns step: the preview shows the phone columns picked, and each choice starts at the top', async ({
      page,
    }) => {
      await openBatch(page);
      const header = [
        'Name',
        'Email',
        'Company',
        'Job title',
        'Street',
        'City',
        'Postcode',
        'Notes',
        'Home',
        'Work',
      ];
      const row = (name: string) => [
        name,
        `${name.toLowerCase()}@example.com`,
        'Example Trading Company Limited',
        'Head of Procurement and Logistics',
        '221B Baker Street, Marylebone',
        'London',
        'NW1 6XE',
        'Prefers calls in the afternoon, never on Fridays',
        international('GB'),
        international('DE'),
      ];
      await page.getByLabel('File').setInputFiles(file('wide.csv', toCsv(header, [row('Ann'), row('Bo')])));
      await expect(pickedPhoneColumns(page)).toHaveText(['Home', 'Work']);
      const preview = page.getByRole('region', { name: /rows/ });
      const home = preview.getByRole('cell', { name: 'Home', exact: true });
      const [box, cell] = [await preview.boundingBox(), await home.boundingBox()];
      expect(cell && box && cell.x >= box.x && cell.x + cell.width <= box.x + box.width).toBe(true);
      // The header's box and the country choices sit at the top of their row.
      const [headerBox, columnsBox] = [
        await page.getByLabel('First row is a header').boundingBox(),
        await page.getByRole('group', { name: /^Phone columns/ }).boundingBox(),
      ];
      // Beside the list (or above it, where the row wraps), never level with its foot.
      expect((headerBox?.y ?? 0) + (headerBox?.height ?? 0)).toBeLessThanOrEqual(
        (columnsBox?.y ?? 0) + (columnsBox?.height ?? 0) / 2,
      );
    });

    test('several phone columns: Status is pinned and coloured; Country and Type are shown', async ({
      page,
    }) => {
      await openBatch(page);
      const rows = [
        ['Ann', international('GB'), international('DE')],
        ['Bo', '12', '34'],
      ];
      const text = toCsv(['Name', 'Mobile Phone', 'Work Phone'], rows);
      await page.getByLabel('File').setInputFiles(file('two-phones.csv', text));
      await page.getByRole('button', { name: 'Start' }).click();
      await expect(page.getByTestId('count-valid')).toBeVisible();
      const table = page.getByRole('region', { name: /rows shown$/ }).locator('table');
      await expect(table.locator('tbody tr')).toHaveCount(rows.length);

      const seen = await table.evaluate((el) => {
        const heads = [...el.querySelectorAll('thead th')];
        const names = heads.map((th) => th.textContent ?? '');
        const pinned = heads
          .filter((th) => {
            const style = getComputedStyle(th);
            return style.position === 'sticky' && style.insetInlineEnd !== 'auto';
          })
          .map((th) => th.textContent);
        // The cells whose colour differs from the row number's: the coloured ones.
        const coloured = [...el.querySelectorAll('tbody tr')].map((tr) => {
          const cells = [...tr.querySelectorAll('td')];
          const plain = getComputedStyle(cells[0] as Element).color;
          return cells.flatMap((td, i) => (getComputedStyle(td).color === plain ? [] : [names[i]]));
        });
        const scroller = el.closest('[role="region"]')?.getBoundingClientRect();
        const status = heads[names.indexOf('Status')]?.getBoundingClientRect();
        const inView =
          !!scroller && !!status && status.left >= scroller.left - 1 && status.right <= scroller.right + 1;
        return { names, pinned, coloured, inView };
      });
      expect.soft(seen.pinned, 'the pinned columns').toEqual(['Status']);
      expect.soft(seen.coloured, 'the coloured cells of each row').toEqual([['Status'], ['Status']]);
      expect.soft(seen.inView, 'Status is in view').toBe(true);
      expect(
        seen.names.filter((name) => name === 'Country' || name === 'Type'),
        'a Country and a Type for each phone column',
      ).toEqual(['Country', 'Type', 'Country', 'Type']);
    });
  });
}

test.describe('at 390×844', () => {
  test.use({ viewport: PHONE });

  /** Tabs to the next link of the header's navigation. */
  async function tabToNav(page: Page): Promise<void> {
    for (let i = 0; i < 10; i++) {
      await page.keyboard.press('Tab');
      if (await page.evaluate(() => !!document.activeElement?.closest('.tf-nav'))) return;
    }
    throw new Error('no navigation link took the focus');
  }

  test("the header's navigation: each link's focus ring fits, a hint where it scrolls", async ({ page }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation');
    const links = nav.getByRole('link');
    // The header is drawn once the page's words are there: Tab before that goes nowhere.
    await expect(links.first()).toBeVisible();
    const count = await links.count();
    await tabToNav(page);
    const cut: object[] = [];
    for (let i = 0; i < count; i++) {
      if (i > 0) await page.keyboard.press('Tab');
      const fit = await page.evaluate(async () => {
        // As a person sees it: once the focused link has been scrolled into view.
        await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
        const link = document.activeElement as HTMLElement;
        const box = link.closest('.tf-nav')?.getBoundingClientRect();
        const style = getComputedStyle(link);
        const ring = parseFloat(style.outlineWidth) + parseFloat(style.outlineOffset || '0');
        const r = link.getBoundingClientRect();
        return {
          link: link.textContent,
          ring,
          at: [r.left, r.right, box?.left, box?.right, link.closest('.tf-nav')?.scrollLeft],
          fits:
            !!box &&
            style.outlineStyle !== 'none' &&
            r.left - ring >= box.left &&
            r.right + ring <= box.right &&
            r.top - ring >= box.top &&
            r.bottom + ring <= box.bottom,
        };
      });
      if (!fit.fits) cut.push(fit);
    }
    expect.soft(cut, 'links whose focus ring is cut').toEqual([]);
    const hint = await nav.evaluate((el) => {
      if (el.scrollWidth <= el.clientWidth) return 'fits';
      const style = getComputedStyle(el);
      return style.backgroundImage !== 'none' || style.maskImage !== 'none' ? 'hint' : 'none';
    });
    expect(['fits', 'hint'], 'a navigation that scrolls shows it').toContain(hint);
  });
});

test('a list of one row: "1 row" and its size in bytes', async ({ page }) => {
  await openBatch(page);
  const text = toCsv(['phone'], [[international('GB')]]);
  await page.getByLabel('File').setInputFiles(file('one.csv', text));
  const bytes = Buffer.byteLength(text);
  await expect(page.getByText(`File: one.csv (${bytes} bytes)`)).toBeVisible();
  await page.getByRole('button', { name: 'Start' }).click();
  await expect(page.getByRole('status').filter({ hasText: /^Done: 1 row in \d+\.\d+ s\.$/ })).toBeAttached();
});

test('a list of a header alone: the header is ticked as one, its phone column named, and Start says why it waits', async ({
  page,
}) => {
  await openBatch(page);
  await page.getByLabel('File').setInputFiles(file('header-only.csv', 'name,phone,country\n'));
  await expect(page.getByLabel('First row is a header')).toBeChecked();
  await expect(pickedPhoneColumns(page)).toHaveText(['phone']);
  const start = page.getByRole('button', { name: 'Start' });
  await expect(start).toBeDisabled();
  // The reason is beside the button it holds back, and is the button's description.
  await expect(start).toHaveAccessibleDescription('The list has a header but no rows under it.');
  await expect(page.getByRole('alert')).toHaveText('The list has a header but no rows under it.');
  // A row under it: the list can be cleaned, with nothing left to say.
  await page
    .getByLabel('File')
    .setInputFiles(file('one-row.csv', `name,phone,country\nAnn,${international('GB')},GB\n`));
  await expect(start).toBeEnabled();
  await expect(start).toHaveAccessibleDescription('');
  await expect(page.getByRole('alert')).toHaveCount(0);
});
