/**
 * The real field against libphonenumber-js `max`, in Chromium. A few thousand generated sessions, half with the field
 * controlled by useState and half uncontrolled, each: random steps (digits typed at a random caret, Backspace, pastes
 * of example numbers written every which way, country picks through the picker's search, select-all and delete), then
 * a whole number typed key by key or pasted over everything, with an extension in some ('x9', ' ext. 123', '#45').
 * The page (e2e/harness/differential.tsx) drives the field with the browser's own editing commands and reports what it
 * shows and emits; libphonenumber-js then reads the same written text in the country shown when that number started:
 *   valid there   → the field emits that E.164, shows that country and holds that extension;
 *   invalid there → the field emits no valid number.
 * The seed is fixed: a failure prints the session's steps, which replay the same way.
 */
import { expect, test } from '@playwright/test';
import {
  getCountries,
  parsePhoneNumberFromString,
  type CountryCode,
  type PhoneNumber,
} from 'libphonenumber-js/max';
import examples from 'libphonenumber-js/mobile/examples';
import type { DifferentialSession, SessionOutcome, SessionStep } from './harness/differential-session';
import { harnessUrl } from './helpers';

const SEED = 20_261_124;
/** Sessions per page load, and page loads: 8 × 300 = 2,400 sessions (batches small enough to share two workers evenly). */
const BATCH = Number(process.env.DIFF_BATCH ?? 300);
const BATCHES = 8;

const COUNTRIES = getCountries();
const EXAMPLES = new Map<CountryCode, PhoneNumber>();
for (const country of COUNTRIES) {
  const national = examples[country];
  const number = national ? parsePhoneNumberFromString(national, country) : undefined;
  if (number?.isValid()) EXAMPLES.set(country, number);
}
const EXAMPLE_COUNTRIES = [...EXAMPLES.keys()];

function prng(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

type Random = ReturnType<typeof prng>;
const pickOne = <T>(random: Random, list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;
const digits = (random: Random, n: number) =>
  Array.from({ length: n }, () => String(Math.floor(random() * 10))).join('');

/** An example number as people write it, for a field showing `fieldCountry`. */
function written(random: Random, fieldCountry: CountryCode): string {
  const own = random() < 0.4 && EXAMPLES.has(fieldCountry);
  const number = EXAMPLES.get(own ? fieldCountry : pickOne(random, EXAMPLE_COUNTRIES)) as PhoneNumber;
  const international = number.formatInternational();
  const text = pickOne(random, [
    () => number.formatNational(),
    () => international,
    () => number.number,
    () => `00 ${international.slice(1)}`,
    () => number.format('IDD', { fromCountry: fieldCountry }) || international,
    () => number.nationalNumber,
  ])();
  return pickOne(random, [
    () => text,
    () => text.replace(/ /g, '-'),
    () => text.replace(/[ -]/g, '.'),
    () => text.replace(/[ ()-]/g, ''),
  ])();
}

/** Extensions as typed (each marker the field knows) and as pasted. */
const TYPED_EXTENSIONS = ['', '', '', ' ext. 123', 'x9', '#45', ',77'];
const PASTED_EXTENSIONS = ['', '', '', ' ext. 123', ';ext=45', ' x9'];

function generate(random: Random, index: number): DifferentialSession {
  const start = pickOne(random, COUNTRIES);
  let country = start;
  const steps: SessionStep[] = [];
  const count = Math.floor(random() * 7);
  for (let i = 0; i < count; i++) {
    const roll = random();
    if (roll < 0.3) steps.push({ kind: 'type', text: digits(random, 1 + Math.floor(random() * 4)) });
    else if (roll < 0.45) steps.push({ kind: 'caret', at: Math.floor(random() * 20) });
    else if (roll < 0.6) steps.push({ kind: 'backspace', count: 1 + Math.floor(random() * 3) });
    else if (roll < 0.75) steps.push({ kind: 'paste', text: written(random, country) });
    else if (roll < 0.9) {
      country = pickOne(random, COUNTRIES);
      steps.push({ kind: 'pick', country });
    } else steps.push({ kind: 'select-all' }, { kind: 'backspace', count: 1 });
  }
  const number = written(random, country);
  steps.push({ kind: 'select-all' });
  if (random() < 0.5) steps.push({ kind: 'type', text: number + pickOne(random, TYPED_EXTENSIONS) });
  else steps.push({ kind: 'paste', text: number + pickOne(random, PASTED_EXTENSIONS) });
  return { controlled: index % 2 === 0, country: start, steps };
}

const counts = {
  sessions: 0,
  controlled: 0,
  comparedValid: 0,
  comparedInvalid: 0,
  extensions: 0,
  doubleZero: 0,
};

/** The last number of a session, as written (the text of its last step). */
const lastNumber = (session: DifferentialSession) => {
  const last = session.steps.at(-1);
  return last && (last.kind === 'type' || last.kind === 'paste') ? last.text : '';
};

function compare(session: DifferentialSession, outcome: SessionOutcome): void {
  const text = lastNumber(session);
  const country = outcome.countryBeforeFinish as CountryCode | undefined;
  // Where the field reads '00' or '011' + a calling code as '+' (the way out, docs/judgement.md), libphonenumber-js
  // gets the '+' form of the same text; everything after it, the extension included, it reads itself.
  const wayOut = /^0(?:0|11)/.exec(text)?.[0];
  const doubleZero =
    wayOut !== undefined &&
    outcome.e164 !== undefined &&
    text.replace(/\D/g, '').startsWith(`${wayOut}${outcome.e164.slice(1)}`);
  if (doubleZero) counts.doubleZero++;
  const library = parsePhoneNumberFromString(
    doubleZero ? `+${text.slice(wayOut?.length ?? 0)}` : text,
    country ? { defaultCountry: country } : {},
  );
  const story = `session ${JSON.stringify(session)}\n  ${outcome.log.join('\n  ')}\n  field: ${JSON.stringify(outcome)}`;
  counts.sessions++;
  if (session.controlled) counts.controlled++;
  if (!library?.isValid()) {
    expect(outcome.valid, `libphonenumber-js reads no valid number in ${country}\n  ${story}`).toBe(false);
    counts.comparedInvalid++;
    return;
  }
  expect(outcome.e164, `E.164\n  ${story}`).toBe(library.number);
  expect(outcome.emitted, `value handed to onChange\n  ${story}`).toBe(library.number);
  expect(outcome.shownCountry, `country shown\n  ${story}`).toBe(library.country);
  expect(outcome.extension, `extension\n  ${story}`).toBe(library.ext);
  expect(outcome.extensionText, `extension box\n  ${story}`).toBe(library.ext);
  if (library.ext) counts.extensions++;
  counts.comparedValid++;
}

test.describe('the real field against libphonenumber-js max', () => {
  // Each batch stands alone (its own seed, its own counts), so the batches share the workers as any tests do.

  for (let batch = 0; batch < BATCHES; batch++) {
    test(`sessions ${batch * BATCH + 1}–${(batch + 1) * BATCH}: E.164, country and extension as libphonenumber-js reads them`, async ({
      page,
    }) => {
      test.slow();
      const random = prng(SEED + batch);
      const sessions = Array.from({ length: BATCH }, (_, i) => generate(random, i));
      await page.goto(harnessUrl('differential'));
      await page.waitForFunction(() => typeof window.runDifferential === 'function');
      const outcomes = await page.evaluate((s) => window.runDifferential?.(s) ?? [], sessions);
      expect(outcomes).toHaveLength(sessions.length);
      const before = { ...counts };
      sessions.forEach((session, i) => compare(session, outcomes[i] as SessionOutcome));
      // Most sessions end in a valid number, many with an extension: the comparison is not of empty fields.
      expect(counts.comparedValid - before.comparedValid).toBeGreaterThan(sessions.length / 2);
      expect(counts.extensions - before.extensions).toBeGreaterThan(sessions.length / 10);
      expect(counts.controlled - before.controlled).toBe(sessions.length / 2);
    });
  }

  test.afterAll(() => {
    console.log('real field vs libphonenumber-js max (this worker):', counts);
  });
});
