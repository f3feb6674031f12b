import { expect, test } from '@playwright/test';
import { openCheck, phone, pickCountry } from './helpers';

// A seeded generator, so a failing session can be replayed exactly.
function prng(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

const KEYS = ['Backspace', 'Delete', 'ArrowLeft', 'ArrowRight', 'Home', 'End', 'Shift+ArrowLeft', 'Control+z', 'Control+Shift+Z'];

for (const seed of [1, 2]) {
  test(`a random session of 150 steps (seed ${seed}) keeps the page whole, the caret in bounds and every digit`, async ({ page }) => {
    test.setTimeout(90_000);
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await openCheck(page);
    await pickCountry(page, seed === 1 ? 'US' : 'DE');
    await phone(page).focus();
    const random = prng(seed);
    for (let step = 0; step < 150; step++) {
      const r = random();
      const before = await phone(page).evaluate((el) => {
        const input = el as HTMLInputElement;
        return { value: input.value, start: input.selectionStart ?? 0, end: input.selectionEnd ?? 0 };
      });
      let action: string;
      if (r < 0.5) {
        action = String(Math.floor(random() * 10));
        await page.keyboard.type(action);
      } else if (r < 0.53) {
        action = '+';
        await page.keyboard.type('+');
      } else {
        action = KEYS[Math.floor(random() * KEYS.length)] ?? 'End';
        await page.keyboard.press(action);
      }
      const after = await phone(page).evaluate((el) => {
        const input = el as HTMLInputElement;
        return { value: input.value, start: input.selectionStart ?? 0, end: input.selectionEnd ?? 0 };
      });
      expect(after.start, `step ${step} ${action}`).toBeGreaterThanOrEqual(0);
      expect(after.end, `step ${step} ${action}`).toBeLessThanOrEqual(after.value.length);
      // A typed digit goes in where the caret was; nothing else moves (an IDD prefix may turn into +).
      if (/^\d$/.test(action) && before.start === before.end && !/^\+|^0|^8/.test(before.value.replace(/\D/g, '') + action)) {
        const digits = (s: string) => s.replace(/\D/g, '');
        const at = digits(before.value.slice(0, before.start)).length;
        const expected = digits(before.value).slice(0, at) + action + digits(before.value).slice(at);
        if (expected.length <= 250) expect(digits(after.value), `step ${step}`).toBe(expected);
      }
    }
    expect(errors).toEqual([]);
  });
}
