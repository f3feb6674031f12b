import { expect, test, type Page } from '@playwright/test';
import { AsYouType, parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js/core';
import maxMetadata from 'libphonenumber-js/max/metadata';
import metadata from 'libphonenumber-js/min/metadata';
import { openCheck, phone, pickCountry } from './helpers';

// A seeded generator, so a failing session can be replayed exactly.
function prng(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

const KEYS = [
  'Backspace',
  'Delete',
  'ArrowLeft',
  'ArrowRight',
  'Home',
  'End',
  'Shift+ArrowLeft',
  'Control+z',
  'Control+Shift+Z',
];
const STEPS = 150;
// The field holds at most this many significant characters (MAX_PASTE_LENGTH); typing beyond it is ignored.
const MAX_SIGNIFICANT = 250;

// Each session starts in its own country and types that country's way of dialling abroad first (none for the US
// session), so the international prefix becoming '+' is exercised, not skipped.
const SESSIONS = [
  { seed: 1, country: 'US', start: '' },
  { seed: 2, country: 'DE', start: '00' },
  { seed: 3, country: 'RU', start: '810' },
] as const;

const significantOf = (text: string) => text.replace(/[^\d+]/g, '');
const significantBefore = (text: string, position: number) => significantOf(text.slice(0, position)).length;

/** What libphonenumber-js's AsYouType (the small metadata, as the field uses) reads from these characters. */
function read(typed: string, country: CountryCode | undefined) {
  const asYouType = new AsYouType(country, metadata);
  let text: string;
  try {
    text = asYouType.input(typed);
  } catch {
    // libphonenumber-js throws on '0' + a digit where 0 dials abroad (Cape Verde, Samoa); the field shows the typed text.
    text = typed;
  }
  return { text, asYouType };
}

/**
 * The characters libphonenumber-js reads as the number: an international dialling prefix followed by a calling code
 * (011 44 from the US, 00 49 from Germany, 810 44 from Russia) is the number '+44…', '+49…'.
 */
function withPlus(typed: string, country: CountryCode | undefined): string {
  if (typed.startsWith('+')) return typed;
  const { asYouType } = read(typed, country);
  const value = asYouType.getNumberValue();
  if (!asYouType.isInternational() || !asYouType.getCallingCode() || !value) return typed;
  return typed.length > value.length - 1 && typed.endsWith(value.slice(1)) ? value : typed;
}

interface Snapshot {
  readonly value: string;
  readonly start: number;
  readonly end: number;
  readonly country: CountryCode | undefined;
  /** The E.164 value the field hands to the page (the Check screen keeps it in sessionStorage). */
  readonly e164: string;
}

const snapshot = (page: Page): Promise<Snapshot> =>
  phone(page).evaluate((el) => {
    const input = el as HTMLInputElement;
    const country = document.querySelector('[data-country]')?.getAttribute('data-country') ?? '';
    const saved = JSON.parse(sessionStorage.getItem('telfield.check') ?? 'null') as { value?: string } | null;
    return {
      value: input.value,
      start: input.selectionStart ?? 0,
      end: input.selectionEnd ?? 0,
      country: (country || undefined) as CountryCode | undefined,
      e164: saved?.value ?? '',
    };
  });

/**
 * The significant characters after an edit, decided from the characters and the selection before it, and where the
 * caret should then be (counted in significant characters); undefined when the action edits nothing.
 */
function expectedEdit(before: Snapshot, action: string): { typed: string; caret: number } | undefined {
  const typed = significantOf(before.value);
  const from = significantBefore(before.value, before.start);
  const to = significantBefore(before.value, before.end);
  if (/^\d$/.test(action) || action === '+') {
    let head = typed.slice(0, from);
    let tail = typed.slice(to);
    // A leading '+' stays in front: a digit typed before it goes in after it; a second '+' is refused.
    if (head === '' && tail.startsWith('+')) [head, tail] = ['+', tail.slice(1)];
    const refused =
      action === '+' ? head !== '' || tail.includes('+') : head.length + tail.length >= MAX_SIGNIFICANT;
    if (refused) return { typed, caret: to };
    return { typed: head + action + tail, caret: head.length + 1 };
  }
  if (action === 'Backspace' || action === 'Delete') {
    const [a, b] = from < to ? [from, to] : action === 'Backspace' ? [from - 1, from] : [from, from + 1];
    if (a < 0 || b > typed.length) return { typed, caret: from };
    return { typed: typed.slice(0, a) + typed.slice(b), caret: a };
  }
  return undefined;
}

for (const { seed, country, start } of SESSIONS) {
  test(`a random session of ${STEPS} steps (seed ${seed}, ${country}) shows what libphonenumber-js reads from the same keys`, async ({
    page,
  }) => {
    test.slow();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await openCheck(page);
    await pickCountry(page, country);
    await phone(page).focus();
    const random = prng(seed);
    // Every text the field has shown (for undo), and the texts undone, the latest last (for redo).
    const seen = new Set<string>(['']);
    let undone: string[] = [];
    const actions = [...start];
    let checkedEdits = 0;
    for (let step = 0; step < STEPS + start.length; step++) {
      const before = await snapshot(page);
      let action = actions[step];
      if (action === undefined) {
        // Fewer digits once the number is longer than any real one, so most steps edit numbers of real lengths.
        const r = random() + (significantOf(before.value).length > 15 ? 0.25 : 0);
        if (r < 0.5) action = String(Math.floor(random() * 10));
        else if (r < 0.53) action = '+';
        else action = KEYS[Math.floor(random() * KEYS.length)] ?? 'End';
      }
      if (/^\d$|^\+$/.test(action)) await page.keyboard.type(action);
      else await page.keyboard.press(action);
      const after = await snapshot(page);
      const where = `step ${step} (${action}) on "${before.value}" [${before.start}, ${before.end}] in ${before.country}`;
      const typed = significantOf(after.value);
      const undoOrRedo = action === 'Control+z' || action === 'Control+Shift+Z';

      const edit = expectedEdit(before, action);
      if (edit) {
        // The digits are the ones typed, where they were typed; an international prefix turns into '+'.
        const expected = withPlus(edit.typed, before.country);
        expect(typed, where).toBe(expected);
        const caret =
          expected === edit.typed
            ? edit.caret
            : Math.max(1, edit.caret - (edit.typed.length - expected.length));
        expect(significantBefore(after.value, after.start), `${where}: caret`).toBe(caret);
        checkedEdits++;
      } else if (action === 'Control+z') {
        // Undo goes back to a text the field showed before, exactly as it was shown.
        expect([...seen], `${where}: undo`).toContain(after.value);
        if (after.value !== before.value) undone.push(before.value);
      } else if (action === 'Control+Shift+Z') {
        // Redo brings back what the last undo took away, and nothing when nothing was undone.
        if (after.value !== before.value) expect(after.value, `${where}: redo`).toBe(undone.pop());
        else expect(undone, `${where}: redo did nothing`).toEqual([]);
      } else {
        // Moving the caret or the selection changes nothing.
        expect(after.value, where).toBe(before.value);
      }
      // A new change forgets what was undone.
      if (edit && after.value !== before.value) undone = [];
      seen.add(after.value);

      // Shown as AsYouType shows it for the selected country, with the E.164 value it reads. Undo and redo put back
      // a text as it was shown, formatted for the country of that time, which the digits may not select again
      // ('434541…' typed in Russia, '+' typed: Austria; undo shows '434541…' as Russia formats it, Austria selected).
      const reading = read(typed, after.country);
      if (!undoOrRedo)
        expect(after.value, `${where}: shown as AsYouType(${after.country}) formats ${typed}`).toBe(
          reading.text,
        );
      // The value: a whole valid number's E.164 as libphonenumber-js max reads the digits (the one judgement), else
      // what AsYouType reads so far. The page hears of it in an effect after the render: ask again before failing.
      const whole = parsePhoneNumberFromString(typed, { defaultCountry: after.country }, maxMetadata);
      const e164 = whole?.isValid() ? whole.number : (reading.asYouType.getNumberValue() ?? '');
      if (after.e164 !== e164)
        await expect.poll(async () => (await snapshot(page)).e164, `${where}: E.164`).toBe(e164);
    }
    expect(checkedEdits, 'edits checked against the model').toBeGreaterThan(STEPS / 3);
    expect(errors).toEqual([]);
  });
}
