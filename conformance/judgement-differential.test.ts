/**
 * The one judgement against libphonenumber-js max, on a corpus Telfield does not control (corpus.ts): every case
 * through parsePhone, a list's cell, and the field pasted into and typed key by key. libphonenumber-js's answer is
 * computed here, at run time. Apart from the documented differences (docs/judgement.md, each one a predicate in
 * differences.ts): no different valid number, no valid number missed, no country and no extension difference; the
 * reason follows the length (validatePhoneNumberLength) in at least 99 % of the cases that are not valid; and the four
 * paths give one answer.
 */
import { readFileSync } from 'node:fs';
import {
  parsePhoneNumberFromString,
  validatePhoneNumberLength,
  type CountryCode,
  type PhoneNumber,
} from 'libphonenumber-js/core';
import maxMetadata from 'libphonenumber-js/max/metadata';
import { describe, expect, it } from 'vitest';
import { differentialCorpus, type CorpusCase } from './corpus';
import { explainReason, explainValid, type Difference } from './differences';
import {
  throughFieldPasted,
  throughFieldTyped,
  throughList,
  throughParsePhone,
  typedKeys,
  type Answer,
} from './paths';

const SHARDS = Number(process.env.CONFORMANCE_SHARDS ?? 1);

/**
 * libphonenumber-js's answer. A tel: URI's phone-context is checked there with a global regular expression whose
 * state carries over between calls (1.13.16), so the same URI may be refused once and read the next time: the
 * answer is the reading, where either call reads one (docs/judgement.md, "tel: URIs").
 */
function library(item: CorpusCase): PhoneNumber | undefined {
  const read = () =>
    parsePhoneNumberFromString(item.text, { defaultCountry: item.defaultCountry }, maxMetadata);
  return /phone-context/i.test(item.text) ? (read() ?? read()) : read();
}

const SOON = [
  ...Array.from({ length: 10 }, (_, i) => `${i}`),
  ...Array.from({ length: 100 }, (_, i) => `${i}`.padStart(2, '0')),
];

/** Whether one or two more digits, written after the number, make a valid one to libphonenumber-js max. */
function completesSoon(item: CorpusCase, number: PhoneNumber | undefined): boolean {
  const written = item.text.replace(/[^+\d]/g, '');
  const bases: [string, CountryCode | undefined][] = number ? [[number.number, undefined]] : [];
  if (!number?.ext && written !== '') bases.push([written, item.defaultCountry]);
  return bases.some(([base, defaultCountry]) =>
    SOON.some((more) =>
      parsePhoneNumberFromString(`${base}${more}`, { defaultCountry }, maxMetadata)?.isValid(),
    ),
  );
}

/** The reasons a length verdict allows (validatePhoneNumberLength's, on the text or, where text around the number
 * stops it, on the number read). */
function lengthAllows(item: CorpusCase, number: PhoneNumber | undefined): readonly string[] {
  let length = validatePhoneNumberLength(item.text, { defaultCountry: item.defaultCountry }, maxMetadata);
  if (length === 'NOT_A_NUMBER' && number) length = validatePhoneNumberLength(number.number, maxMetadata);
  switch (length) {
    case 'TOO_SHORT':
      return ['too-short'];
    case 'TOO_LONG':
      return ['too-long'];
    case 'INVALID_LENGTH':
      return ['invalid-length'];
    case undefined:
      // A possible length: not valid, or still short of the one or two digits that make it valid. Where no
      // digit or two more make a valid number, "too short" would send the person looking for digits that do not exist.
      return completesSoon(item, number) ? ['invalid', 'too-short'] : ['invalid'];
    case 'INVALID_COUNTRY':
      return ['not-a-number', 'unknown-calling-code'];
    case 'NOT_A_NUMBER':
      return ['not-a-number', 'empty', 'extension-too-long'];
  }
}

/** A text a person would type into the field, key by key: a number (and an extension), not a URI or a phoneword. */
function typeable(text: string): boolean {
  const keys = typedKeys(text);
  return (
    keys !== '' && !/^\s*tel:/i.test(text) && !/[A-Za-z]{2,}.*\d{3}/.test(keys.replace(/ext|доб|xtn/gi, ''))
  );
}

const same = (a: Answer, b: Answer, keys: readonly (keyof Answer)[]) =>
  keys.every((key) => a[key] === b[key]);

interface Tally {
  cases: number;
  libraryValid: number;
  libraryInvalid: number;
  notValid: number;
  reasonFitsLength: number;
  tooShortForNothing: string[];
  typed: number;
  differences: Partial<Record<Difference, number>>;
  failures: string[];
}

function judgeShard(cases: readonly CorpusCase[]): Tally {
  const tally: Tally = {
    cases: 0,
    libraryValid: 0,
    libraryInvalid: 0,
    notValid: 0,
    reasonFitsLength: 0,
    tooShortForNothing: [],
    typed: 0,
    differences: {},
    failures: [],
  };
  const fail = (item: CorpusCase, what: string, detail: unknown) =>
    tally.failures.push(
      `${what}: ${JSON.stringify(item.text)} in ${item.defaultCountry ?? '-'} (${item.source}): ${JSON.stringify(detail)}`,
    );
  const count = (difference: Difference) =>
    (tally.differences[difference] = (tally.differences[difference] ?? 0) + 1);
  // The list judges its cells as a worker does: a chunk per default country.
  const byCountry = new Map<CountryCode | undefined, CorpusCase[]>();
  for (const item of cases)
    byCountry.set(item.defaultCountry, [...(byCountry.get(item.defaultCountry) ?? []), item]);
  const listed = new Map<CorpusCase, Answer>();
  for (const [country, items] of byCountry) {
    const answers = throughList(
      items.map((item) => item.text),
      country,
    );
    items.forEach((item, i) => listed.set(item, answers[i] as Answer));
  }

  for (const item of cases) {
    tally.cases++;
    const { text, defaultCountry } = item;
    const number = library(item);
    const ours = throughParsePhone(text, defaultCountry);
    if (number?.isValid()) {
      tally.libraryValid++;
      const expected = {
        status: 'valid',
        e164: number.number,
        country: number.country ?? '',
        type: number.getType() ?? '',
        extension: number.ext ?? '',
      };
      if (!same(ours, { ...ours, ...expected }, ['status', 'e164', 'country', 'type', 'extension']))
        fail(item, 'parsePhone differs from libphonenumber-js on a valid number', { ours, expected });
    } else {
      tally.libraryInvalid++;
      if (ours.status === 'valid') {
        const why = explainValid(text, defaultCountry, number, ours.e164, ours.extension);
        if (why) count(why);
        else fail(item, 'valid only to parsePhone, no documented difference', ours);
      } else if (
        number &&
        (ours.country !== (number.country ?? '') || ours.extension !== (number.ext ?? ''))
      ) {
        // Both not valid: the same number read, unless '00' was read as an international prefix (what the person meant).
        if (/^\D*(?:00|011)/.test(text)) count('international-prefix');
        else fail(item, 'country or extension differs', { ours, library: [number.country, number.ext] });
      }
      if (ours.status !== 'valid') {
        tally.notValid++;
        const allowed = lengthAllows(item, number);
        if (allowed.includes(ours.status)) tally.reasonFitsLength++;
        else {
          const why = explainReason(ours.status, number);
          if (why) {
            count(why);
            tally.reasonFitsLength++;
          } else if (ours.status === 'too-short' && allowed.join() === 'invalid') {
            // "Too short" at a possible length that no digit or two more make valid: counted against the 99 %.
            tally.tooShortForNothing.push(`${item.text} in ${item.defaultCountry ?? '-'}`);
          } else fail(item, 'reason does not follow the length', { ours: ours.status, allowed });
        }
      }
    }

    // One answer, whatever the path.
    const list = listed.get(item) as Answer;
    if (!same(ours, list, ['status', 'e164', 'type', 'extension', 'country']))
      fail(item, 'the list differs from parsePhone', { ours, list });
    const pasted = throughFieldPasted(text, defaultCountry);
    // A paste with no number in it leaves the field as it was, empty, and says so (the 'nothing-to-paste' notice).
    const nothingPasted =
      ours.status === 'not-a-number' && pasted.status === 'empty' && pasted.notice === 'nothing-to-paste';
    if (!nothingPasted && !same(ours, pasted, ['status', 'e164', 'type', 'extension', 'where']))
      fail(item, 'the field (pasted) differs from parsePhone', { ours, pasted });
    if (typeable(text)) {
      tally.typed++;
      const typed = throughFieldTyped(text, defaultCountry);
      if (!same(ours, typed, ['status', 'e164', 'type', 'extension', 'where'])) {
        // Digits before a final '#' are an extension to libphonenumber-js ('- 6#'); typed, '#' opens the
        // extension's box as every marker does, and the digits before it stay the number's.
        const suffix = /[-\s]+(\d{1,6})#\s*$/.exec(text)?.[1];
        if (suffix !== undefined && suffix === number?.ext) count('hash-suffix');
        else fail(item, 'the field (typed) differs from parsePhone', { ours, typed });
      }
    }
  }
  return tally;
}

/** The rows of docs/judgement.md's table of differences: `| \`key\` | …`. */
function documented(): Set<string> {
  const table = readFileSync(new URL('../docs/judgement.md', import.meta.url), 'utf8');
  return new Set([...table.matchAll(/^\| `([a-z-]+)`\s+\|/gm)].map((match) => match[1] as string));
}

const corpus = differentialCorpus();

describe('the one judgement against libphonenumber-js max', () => {
  it('has a corpus of at least 5,000 cases from sources Telfield does not control', () => {
    expect(corpus.length).toBeGreaterThanOrEqual(5_000);
    expect(corpus.filter((item) => item.source.startsWith('libphonenumber-js')).length).toBeGreaterThan(150);
  });

  it.each(Array.from({ length: SHARDS }, (_, shard) => [shard]))(
    'agrees on every case, through parsePhone, the list and the field (shard %i)',
    (shard) => {
      const tally = judgeShard(corpus.filter((_, i) => i % SHARDS === shard));
      console.log('judgement vs libphonenumber-js max:', {
        ...tally,
        failures: tally.failures.length,
        tooShortForNothing: tally.tooShortForNothing.slice(0, 40),
        reasonsFittingTheLength: `${((tally.reasonFitsLength / tally.notValid) * 100).toFixed(2)} %`,
      });
      expect(tally.failures.slice(0, 20)).toEqual([]);
      expect(tally.reasonFitsLength / tally.notValid).toBeGreaterThanOrEqual(0.99);
      expect(tally.libraryValid).toBeGreaterThan(1_000);
      expect(tally.typed).toBeGreaterThan(tally.cases * 0.8);
      const names = documented();
      for (const difference of Object.keys(tally.differences)) expect(names).toContain(difference);
    },
    600_000,
  );
});
