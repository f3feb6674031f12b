// The phone field's words in Romanian (see phone-words.ts): loaded for the field when its language is in use.
import type { FirstPaintKey, FirstPaintWords } from '../first-paint-words';
import type { PhoneMessages } from '../phone-messages';
import type { CountryPickerLabels } from '../../../react/country-picker/country-picker-labels';
import { count, plural } from '../../../intl/plural';

// Romanian counts: one (1), few (0, 2–19, 101–119 …) and other (20 and more: "20 de cifre").
const locale = 'ro';
const digits = (n: number) => plural(locale, n, { one: '# cifră', few: '# cifre', other: '# de cifre' });

export const messages: Omit<PhoneMessages, FirstPaintKey> = {
  extension: 'Interior',
  countryChanged: (country) => `Țara a fost schimbată: ${country}`,
  pasteTruncated: (limit, dropped) =>
    `${plural(locale, limit, {
      one: 'A fost lipit doar primul caracter',
      few: 'Au fost lipite doar primele # caractere',
      other: 'Au fost lipite doar primele # de caractere',
    })}; ${plural(locale, dropped, {
      one: 'încă # caracter a fost omis',
      few: 'alte # caractere au fost omise',
      other: 'alte # de caractere au fost omise',
    })}.`,
  nothingToPaste: 'Nu s-a găsit niciun număr de telefon în textul lipit.',
  didYouMean: 'Ați vrut să introduceți un număr din:',
  pastedNumbers: 'Numere din textul lipit:',
  moreCountries: (n) =>
    plural(locale, n, { one: 'încă # țară', few: 'încă # țări', other: 'încă # de țări' }),
  required: 'Introduceți un număr de telefon.',
  tooShort: (where, missing) =>
    missing === undefined
      ? `Prea scurt pentru ${where}.`
      : missing.max === undefined
        ? `Prea scurt pentru ${where}: ${plural(locale, missing.min, {
            one: 'lipsește cel puțin # cifră',
            few: 'lipsesc cel puțin # cifre',
            other: 'lipsesc cel puțin # de cifre',
          })}.`
        : missing.min === missing.max
          ? `Prea scurt pentru ${where}: ${plural(locale, missing.min, {
              one: 'lipsește # cifră',
              few: 'lipsesc # cifre',
              other: 'lipsesc # de cifre',
            })}.`
          : `Prea scurt pentru ${where}: lipsesc între ${count(locale, missing.min)} și ${digits(missing.max)}.`,
  tooLong: (where, extra) =>
    extra === undefined
      ? `Prea lung pentru ${where}.`
      : `Prea lung pentru ${where}: ${digits(extra)} în plus.`,
  invalidLength: (where) => `Această lungime nu este folosită în ${where}.`,
  notAccepted: (where) => `Un număr din ${where} nu este acceptat aici.`,
  extensionTooLong: (limit) => `Interiorul este prea lung: cel mult ${digits(limit)}.`,
  unknownCallingCode: (code) => `Nicio țară nu folosește prefixul +${code}.`,
  notANumber: 'Acesta nu este un număr de telefon.',
  invalid: (where) => `Număr nevalid pentru ${where}.`,
  addAreaCode: (where) => `Adăugați prefixul zonal: acesta este un număr local pentru ${where}.`,
};

export const labels: Omit<CountryPickerLabels, FirstPaintKey> = {
  search: 'Căutați o țară',
  list: 'Țări',
  noMatches: 'Nicio țară găsită',
  matchCount: (n) => plural(locale, n, { one: '# țară', few: '# țări', other: '# de țări' }),
  preferredGroup: 'Țări sugerate',
  allGroup: 'Toate țările',
};

// What the field shows before its engine has loaded (first-paint-words.ts).
export const firstPaint: FirstPaintWords = {
  phoneNumber: 'Număr de telefon',
  selector: 'Țară',
  international: 'Internațional',
};
