// The phone field's words in Danish (see phone-words.ts): loaded for the field when its language is in use.
import type { FirstPaintKey, FirstPaintWords } from '../first-paint-words';
import type { PhoneMessages } from '../phone-messages';
import type { CountryPickerLabels } from '../../../react/country-picker/country-picker-labels';
import { count, plural } from '../../../intl/plural';

const locale = 'da';
const digits = (n: number) => plural(locale, n, { one: '# ciffer', other: '# cifre' });

export const messages: Omit<PhoneMessages, FirstPaintKey> = {
  extension: 'Lokalnummer',
  countryChanged: (country) => `Land ændret til ${country}`,
  pasteTruncated: (limit, dropped) =>
    `${plural(locale, limit, {
      one: 'Kun det første tegn blev indsat',
      other: 'Kun de første # tegn blev indsat',
    })}; ${plural(locale, dropped, {
      one: 'yderligere # tegn blev udeladt',
      other: 'yderligere # tegn blev udeladt',
    })}.`,
  nothingToPaste: 'Der blev ikke fundet noget telefonnummer i den indsatte tekst.',
  didYouMean: 'Mente du et nummer i:',
  pastedNumbers: 'Numre i den indsatte tekst:',
  moreCountries: (n) => plural(locale, n, { one: '# mere', other: '# flere' }),
  required: 'Indtast et telefonnummer.',
  tooShort: (where, missing) =>
    missing === undefined
      ? `For kort til ${where}.`
      : missing.max === undefined
        ? `For kort til ${where}: der mangler mindst ${digits(missing.min)}.`
        : missing.min === missing.max
          ? `For kort til ${where}: der mangler ${digits(missing.min)}.`
          : `For kort til ${where}: der mangler ${count(locale, missing.min)}–${digits(missing.max)}.`,
  tooLong: (where, extra) =>
    extra === undefined ? `For langt til ${where}.` : `For langt til ${where}: ${digits(extra)} for meget.`,
  invalidLength: (where) => `Denne længde bruges ikke i ${where}.`,
  notAccepted: (where) => `Et nummer i ${where} accepteres ikke her.`,
  extensionTooLong: (limit) => `Lokalnummeret er for langt: højst ${digits(limit)}.`,
  unknownCallingCode: (code) => `Intet land bruger landekoden +${code}.`,
  notANumber: 'Dette er ikke et telefonnummer.',
  invalid: (where) => `Ikke et gyldigt nummer i ${where}.`,
  addAreaCode: (where) => `Tilføj områdenummeret: dette er et lokalt nummer i ${where}.`,
};

export const labels: Omit<CountryPickerLabels, FirstPaintKey> = {
  search: 'Søg efter land',
  list: 'Lande',
  noMatches: 'Intet land matcher',
  matchCount: (n) => plural(locale, n, { one: '# land', other: '# lande' }),
  preferredGroup: 'Foreslåede lande',
  allGroup: 'Alle lande',
};

// What the field shows before its engine has loaded (first-paint-words.ts).
export const firstPaint: FirstPaintWords = {
  phoneNumber: 'Telefonnummer',
  selector: 'Land',
  international: 'Internationalt',
};
