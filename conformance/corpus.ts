/**
 * The differential corpus: texts and default countries from sources Telfield does not control, each to be judged by
 * libphonenumber-js max at test time (no expectation is written down here).
 *   - libphonenumber-js's own test inputs (libphonenumber-js-inputs.json, taken from its source/**\/*.test.js by
 *     scripts/extract-lpn-test-inputs.mjs): 199 parse inputs and 41 texts its finder is tried on;
 *   - Google's example number of every territory and type (google-libphonenumber, the JavaScript build of Google's
 *     libphonenumber, with its own copy of PhoneNumberMetadata.xml), written nationally and internationally, with a
 *     digit more and one fewer, a trunk prefix added and dropped, under the wrong default country and with
 *     extensions.
 */
import { PhoneNumberFormat, PhoneNumberType, PhoneNumberUtil } from 'google-libphonenumber';
import { getCountries, isSupportedCountry, type CountryCode } from 'libphonenumber-js/core';
import maxMetadata from 'libphonenumber-js/max/metadata';
import inputs from './libphonenumber-js-inputs.json';

export interface CorpusCase {
  readonly text: string;
  /** The default country; undefined: none. */
  readonly defaultCountry: CountryCode | undefined;
  /** Where the case comes from, for a failure's message ('google: GB MOBILE, one digit more'). */
  readonly source: string;
}

/** A default country as given ('XX' in libphonenumber-js's tests): undefined for one it does not know. */
function known(country: string | null | undefined): CountryCode | undefined {
  return country && isSupportedCountry(country as CountryCode, maxMetadata)
    ? (country as CountryCode)
    : undefined;
}

/** The parts of google-libphonenumber's PhoneNumberUtil its type declarations leave out. */
interface NonGeographic {
  getSupportedGlobalNetworkCallingCodes(): number[];
  getExampleNumberForNonGeoEntity(
    code: number,
  ): ReturnType<PhoneNumberUtil['getExampleNumberForType']> | null;
}

/** libphonenumber-js's own parse inputs (those given a default calling code rather than a country are left out). */
export function libraryParseInputs(): CorpusCase[] {
  return inputs.parse
    .filter((input) => !('defaultCallingCode' in input))
    .map((input) => ({
      text: input.text,
      defaultCountry: known(input.defaultCountry),
      source: `libphonenumber-js ${input.from}`,
    }));
}

/** The texts libphonenumber-js's finder is tried on in its own tests. */
export function libraryFindInputs(): CorpusCase[] {
  return inputs.find
    .filter((input) => !('defaultCallingCode' in input))
    .map((input) => ({
      text: input.text,
      defaultCountry: known(input.defaultCountry),
      source: `libphonenumber-js ${input.from}`,
    }));
}

/** Google's number types that have example numbers of their own (not the either-or one, not UNKNOWN). */
const TYPES = (Object.keys(PhoneNumberType) as (keyof typeof PhoneNumberType)[]).filter(
  (type) => type !== 'FIXED_LINE_OR_MOBILE' && type !== 'UNKNOWN',
);

const EXTENSIONS = [' ext. 12', ';ext=345', ' x7', ',,88', ' #9', ' доб. 4321', ' ~ 56'];

interface Example {
  readonly region: CountryCode | undefined;
  readonly label: string;
  readonly e164: string;
  readonly international: string;
  readonly national: string;
  readonly significant: string;
  readonly callingCode: string;
}

/** Google's example numbers: every supported region and type, and every non-geographic calling code. */
export function googleExamples(): Example[] {
  const util = PhoneNumberUtil.getInstance();
  const examples: Example[] = [];
  const add = (
    number: ReturnType<PhoneNumberUtil['getExampleNumberForType']> | undefined,
    region: CountryCode | undefined,
    label: string,
  ) => {
    if (!number) return;
    examples.push({
      region,
      label,
      e164: util.format(number, PhoneNumberFormat.E164),
      international: util.format(number, PhoneNumberFormat.INTERNATIONAL),
      national: util.format(number, PhoneNumberFormat.NATIONAL),
      significant: util.getNationalSignificantNumber(number),
      callingCode: String(number.getCountryCode()),
    });
  };
  for (const region of util.getSupportedRegions().sort()) {
    const country = known(region);
    if (!country) continue;
    for (const type of TYPES)
      add(util.getExampleNumberForType(region, PhoneNumberType[type]), country, `${region} ${type}`);
  }
  const global = util as unknown as NonGeographic;
  for (const code of global.getSupportedGlobalNetworkCallingCodes())
    add(global.getExampleNumberForNonGeoEntity(code) ?? undefined, undefined, `+${code}`);
  return examples;
}

/** A country other than `region`, the same for the same example: the "wrong default country". */
function another(region: CountryCode | undefined, index: number): CountryCode {
  const countries = getCountries(maxMetadata);
  const other = countries[(index * 37 + 11) % countries.length] as CountryCode;
  return other === region ? (countries[(index * 37 + 12) % countries.length] as CountryCode) : other;
}

/** Each example written the ways people write it, and wrong in the ways people get it wrong. */
export function exampleCases(): CorpusCase[] {
  const util = PhoneNumberUtil.getInstance();
  return googleExamples().flatMap((example, index): CorpusCase[] => {
    const { region, e164, international, national, significant, callingCode } = example;
    const of = (text: string, defaultCountry: CountryCode | undefined, how: string): CorpusCase => ({
      text,
      defaultCountry,
      source: `google: ${example.label}, ${how}`,
    });
    const prefix = region ? util.getNddPrefixForRegion(region, true) : null;
    const digit = String((index * 7) % 10);
    const cases = [
      of(e164, undefined, 'E.164'),
      of(international, another(region, index), 'international, another default country'),
      of(`${e164}${digit}`, undefined, 'E.164, one digit more'),
      of(e164.slice(0, -1), undefined, 'E.164, one digit fewer'),
    ];
    if (!region) return cases;
    cases.push(
      of(national, region, 'national'),
      of(`${national}${digit}`, region, 'national, one digit more'),
      of(national.slice(0, -1), region, 'national, one digit fewer'),
      of(national, another(region, index + 1), 'national, another default country'),
    );
    if (prefix) {
      cases.push(
        of(`+${callingCode} ${prefix}${significant}`, undefined, 'trunk prefix added after the code'),
      );
      if (national.replace(/\D/g, '') !== significant)
        cases.push(of(significant, region, 'trunk prefix dropped'));
      else cases.push(of(`${prefix}${significant}`, region, 'trunk prefix added'));
    }
    if (index % 3 === 0) {
      const extension = EXTENSIONS[index % EXTENSIONS.length] as string;
      cases.push(of(`${national}${extension}`, region, `national, extension '${extension.trim()}'`));
    }
    return cases;
  });
}

/**
 * Texts on which two paths once gave two answers, found from outside (issue 35): a label and a trunk-prefixed Russian
 * number under the US default, and a number followed by more blanks than libphonenumber-js reads (its input limit).
 */
export function reportedCases(): CorpusCase[] {
  return [
    {
      text: 'Phone: 8 (800) 555-35-35.',
      defaultCountry: 'US',
      source: 'reported: a label, RU digits, US default',
    },
    {
      text: `8005553535${' '.repeat(250)}`,
      defaultCountry: 'RU',
      source: 'reported: 250 blanks after the number',
    },
  ];
}

/** The whole corpus: libphonenumber-js's inputs, then Google's examples and their mutations; no text twice per country. */
export function differentialCorpus(): CorpusCase[] {
  const seen = new Set<string>();
  return [...libraryParseInputs(), ...reportedCases(), ...exampleCases()].filter((item) => {
    const key = `${item.defaultCountry ?? ''}|${item.text}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
