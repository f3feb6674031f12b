// The phone field's words in Croatian (see phone-words.ts): loaded for the field when its language is in use.
import type { FirstPaintKey, FirstPaintWords } from '../first-paint-words';
import type { PhoneMessages } from '../phone-messages';
import type { CountryPickerLabels } from '../../../react/country-picker/country-picker-labels';
import { count, plural } from '../../../intl/plural';

// Croatian counts: one (1, 21, 31 …), few (2–4, 22–24 …) and other (5–20, 25–30 …); `many` is not a Croatian
// category in CLDR and is given as `other`. A country's name comes in bare (Croatian would decline it: "u Hrvatskoj"),
// so it leads the sentence: "Hrvatska: …".
const locale = 'hr';
const digits = (n: number) =>
  plural(locale, n, { one: '# znamenka', few: '# znamenke', many: '# znamenaka', other: '# znamenaka' });

export const messages: Omit<PhoneMessages, FirstPaintKey> = {
  extension: 'Kućni broj',
  countryChanged: (country) => `Zemlja promijenjena: ${country}`,
  pasteTruncated: (limit, dropped) =>
    `${plural(locale, limit, {
      one: 'Zalijepljen je samo prvi # znak',
      few: 'Zalijepljena su samo prva # znaka',
      many: 'Zalijepljeno je samo prvih # znakova',
      other: 'Zalijepljeno je samo prvih # znakova',
    })}; ${plural(locale, dropped, {
      one: 'izostavljen je još # znak',
      few: 'izostavljena su još # znaka',
      many: 'izostavljeno je još # znakova',
      other: 'izostavljeno je još # znakova',
    })}.`,
  nothingToPaste: 'U zalijepljenom tekstu nije pronađen telefonski broj.',
  didYouMean: 'Jeste li mislili na broj iz zemlje:',
  pastedNumbers: 'Brojevi u zalijepljenom tekstu:',
  moreCountries: (n) => plural(locale, n, { one: 'još #', few: 'još #', many: 'još #', other: 'još #' }),
  required: 'Unesite telefonski broj.',
  tooShort: (where, missing) =>
    missing === undefined
      ? `${where}: broj je prekratak.`
      : missing.max === undefined
        ? `${where}: broj je prekratak; ${plural(locale, missing.min, {
            one: 'nedostaje najmanje # znamenka',
            few: 'nedostaju najmanje # znamenke',
            many: 'nedostaje najmanje # znamenaka',
            other: 'nedostaje najmanje # znamenaka',
          })}.`
        : missing.min === missing.max
          ? `${where}: broj je prekratak; ${plural(locale, missing.min, {
              one: 'nedostaje # znamenka',
              few: 'nedostaju # znamenke',
              many: 'nedostaje # znamenaka',
              other: 'nedostaje # znamenaka',
            })}.`
          : `${where}: broj je prekratak; nedostaje ${count(locale, missing.min)}–${digits(missing.max)}.`,
  tooLong: (where, extra) =>
    extra === undefined ? `${where}: broj je predug.` : `${where}: broj je predug; ${digits(extra)} previše.`,
  invalidLength: (where) => `${where}: brojevi te duljine ne postoje.`,
  notAccepted: (where) => `${where}: brojevi iz te zemlje ovdje se ne prihvaćaju.`,
  extensionTooLong: (limit) => `Kućni broj je predug: najviše ${digits(limit)}.`,
  unknownCallingCode: (code) => `Nijedna zemlja ne koristi pozivni broj +${code}.`,
  notANumber: 'Ovo nije telefonski broj.',
  invalid: (where) => `${where}: broj nije valjan.`,
  addAreaCode: (where) => `${where}: lokalni broj, dodajte pozivni broj područja.`,
};

export const labels: Omit<CountryPickerLabels, FirstPaintKey> = {
  search: 'Pretraži zemlje',
  list: 'Zemlje',
  noMatches: 'Nijedna zemlja ne odgovara',
  matchCount: (n) =>
    plural(locale, n, { one: '# zemlja', few: '# zemlje', many: '# zemalja', other: '# zemalja' }),
  preferredGroup: 'Predložene zemlje',
  allGroup: 'Sve zemlje',
};

// What the field shows before its engine has loaded (first-paint-words.ts).
export const firstPaint: FirstPaintWords = {
  phoneNumber: 'Telefonski broj',
  selector: 'Zemlja',
  international: 'Međunarodni',
};
