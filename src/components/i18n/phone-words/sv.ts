// The phone field's words in Swedish (see phone-words.ts): loaded for the field when its language is in use.
import type { FirstPaintKey, FirstPaintWords } from '../first-paint-words';
import type { PhoneMessages } from '../phone-messages';
import type { CountryPickerLabels } from '../../../react/country-picker/country-picker-labels';
import { count, plural } from '../../../intl/plural';

const locale = 'sv';
const digits = (n: number) => plural(locale, n, { one: '# siffra', other: '# siffror' });

export const messages: Omit<PhoneMessages, FirstPaintKey> = {
  extension: 'Anknytning',
  countryChanged: (country) => `Land ändrat till ${country}`,
  pasteTruncated: (limit, dropped) =>
    `${plural(locale, limit, {
      one: 'Bara det första tecknet klistrades in',
      other: 'Bara de första # tecknen klistrades in',
    })}; ${plural(locale, dropped, {
      one: 'ytterligare # tecken utelämnades',
      other: 'ytterligare # tecken utelämnades',
    })}.`,
  nothingToPaste: 'Inget telefonnummer hittades i den inklistrade texten.',
  didYouMean: 'Menade du ett nummer i:',
  pastedNumbers: 'Nummer i den inklistrade texten:',
  moreCountries: (n) => plural(locale, n, { one: '# till', other: '# till' }),
  required: 'Ange ett telefonnummer.',
  tooShort: (where, missing) =>
    missing === undefined
      ? `För kort för ${where}.`
      : missing.max === undefined
        ? `För kort för ${where}: minst ${digits(missing.min)} till behövs.`
        : missing.min === missing.max
          ? `För kort för ${where}: ${digits(missing.min)} till behövs.`
          : `För kort för ${where}: ${count(locale, missing.min)}–${digits(missing.max)} till behövs.`,
  tooLong: (where, extra) =>
    extra === undefined ? `För långt för ${where}.` : `För långt för ${where}: ${digits(extra)} för mycket.`,
  invalidLength: (where) => `Den här längden används inte i ${where}.`,
  notAccepted: (where) => `Ett nummer i ${where} godtas inte här.`,
  extensionTooLong: (limit) => `Anknytningen är för lång: högst ${digits(limit)}.`,
  unknownCallingCode: (code) => `Inget land använder landsnumret +${code}.`,
  notANumber: 'Det här är inte ett telefonnummer.',
  invalid: (where) => `Inte ett giltigt nummer i ${where}.`,
  addAreaCode: (where) => `Lägg till riktnumret: det här är ett lokalt nummer i ${where}.`,
};

export const labels: Omit<CountryPickerLabels, FirstPaintKey> = {
  search: 'Sök land',
  list: 'Länder',
  noMatches: 'Inget land matchar',
  matchCount: (n) => plural(locale, n, { one: '# land', other: '# länder' }),
  preferredGroup: 'Föreslagna länder',
  allGroup: 'Alla länder',
};

// What the field shows before its engine has loaded (first-paint-words.ts).
export const firstPaint: FirstPaintWords = {
  phoneNumber: 'Telefonnummer',
  selector: 'Land',
  international: 'Internationellt',
};
