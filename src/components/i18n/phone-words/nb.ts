// The phone field's words in Norwegian Bokmål (see phone-words.ts): loaded for the field when its language is in use.
import type { FirstPaintKey, FirstPaintWords } from '../first-paint-words';
import type { PhoneMessages } from '../phone-messages';
import type { CountryPickerLabels } from '../../../react/country-picker/country-picker-labels';
import { count, plural } from '../../../intl/plural';

const locale = 'nb';
const digits = (n: number) => plural(locale, n, { one: '# siffer', other: '# sifre' });

export const messages: Omit<PhoneMessages, FirstPaintKey> = {
  extension: 'Internnummer',
  countryChanged: (country) => `Land endret til ${country}`,
  pasteTruncated: (limit, dropped) =>
    `${plural(locale, limit, {
      one: 'Bare det første tegnet ble limt inn',
      other: 'Bare de første # tegnene ble limt inn',
    })}; ${plural(locale, dropped, {
      one: 'ytterligere # tegn ble utelatt',
      other: 'ytterligere # tegn ble utelatt',
    })}.`,
  nothingToPaste: 'Fant ikke noe telefonnummer i den innlimte teksten.',
  didYouMean: 'Mente du et nummer i:',
  pastedNumbers: 'Numre i den innlimte teksten:',
  moreCountries: (n) => plural(locale, n, { one: '# til', other: '# til' }),
  required: 'Skriv inn et telefonnummer.',
  tooShort: (where, missing) =>
    missing === undefined
      ? `For kort for ${where}.`
      : missing.max === undefined
        ? `For kort for ${where}: det mangler minst ${digits(missing.min)}.`
        : missing.min === missing.max
          ? `For kort for ${where}: det mangler ${digits(missing.min)}.`
          : `For kort for ${where}: det mangler ${count(locale, missing.min)}–${digits(missing.max)}.`,
  tooLong: (where, extra) =>
    extra === undefined ? `For langt for ${where}.` : `For langt for ${where}: ${digits(extra)} for mye.`,
  invalidLength: (where) => `Denne lengden brukes ikke i ${where}.`,
  notAccepted: (where) => `Et nummer i ${where} godtas ikke her.`,
  extensionTooLong: (limit) => `Internnummeret er for langt: maks. ${digits(limit)}.`,
  unknownCallingCode: (code) => `Ingen land bruker landskoden +${code}.`,
  notANumber: 'Dette er ikke et telefonnummer.',
  invalid: (where) => `Ikke et gyldig nummer i ${where}.`,
  addAreaCode: (where) => `Legg til retningsnummeret: dette er et lokalnummer i ${where}.`,
};

export const labels: Omit<CountryPickerLabels, FirstPaintKey> = {
  search: 'Søk etter land',
  list: 'Land',
  noMatches: 'Ingen land samsvarer',
  matchCount: (n) => plural(locale, n, { one: '# land', other: '# land' }),
  preferredGroup: 'Foreslåtte land',
  allGroup: 'Alle land',
};

// What the field shows before its engine has loaded (first-paint-words.ts).
export const firstPaint: FirstPaintWords = {
  phoneNumber: 'Telefonnummer',
  selector: 'Land',
  international: 'Internasjonalt',
};
