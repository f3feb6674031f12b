// The phone field's words in Czech (see phone-words.ts): loaded for the field when its language is in use.
import type { FirstPaintKey, FirstPaintWords } from '../first-paint-words';
import type { PhoneMessages } from '../phone-messages';
import type { CountryPickerLabels } from '../../../react/country-picker/country-picker-labels';
import { count, plural } from '../../../intl/plural';

const locale = 'cs';
const digits = (n: number) =>
  plural(locale, n, { one: '# číslice', few: '# číslice', many: '# číslice', other: '# číslic' });

// A country's name comes in bare (nominative: "Německo", not "v Německu"), so it leads the sentence: "Německo: …".
export const messages: Omit<PhoneMessages, FirstPaintKey> = {
  extension: 'Linka',
  countryChanged: (country) => `Země změněna: ${country}`,
  pasteTruncated: (limit, dropped) =>
    `${plural(locale, limit, {
      one: 'Vložen byl jen první znak',
      few: 'Vloženy byly jen první # znaky',
      many: 'Vloženo bylo jen prvních # znaku',
      other: 'Vloženo bylo jen prvních # znaků',
    })}; ${plural(locale, dropped, {
      one: 'další # znak byl vynechán',
      few: 'další # znaky byly vynechány',
      many: 'dalších # znaku bylo vynecháno',
      other: 'dalších # znaků bylo vynecháno',
    })}.`,
  nothingToPaste: 'Ve vloženém textu nebylo nalezeno žádné telefonní číslo.',
  didYouMean: 'Měli jste na mysli číslo ze země:',
  pastedNumbers: 'Čísla ve vloženém textu:',
  moreCountries: (n) =>
    plural(locale, n, {
      one: 'další # země',
      few: 'další # země',
      many: 'dalších # země',
      other: 'dalších # zemí',
    }),
  required: 'Zadejte telefonní číslo.',
  tooShort: (where, missing) =>
    missing === undefined
      ? `${where}: číslo je příliš krátké.`
      : missing.max === undefined
        ? `${where}: číslo je příliš krátké; chybí alespoň ${digits(missing.min)}.`
        : missing.min === missing.max
          ? `${where}: číslo je příliš krátké; chybí ${digits(missing.min)}.`
          : `${where}: číslo je příliš krátké; chybí ${count(locale, missing.min)} až ${digits(missing.max)}.`,
  tooLong: (where, extra) =>
    extra === undefined
      ? `${where}: číslo je příliš dlouhé.`
      : `${where}: číslo je příliš dlouhé; ${digits(extra)} navíc.`,
  invalidLength: (where) => `${where}: čísla této délky neexistují.`,
  notAccepted: (where) => `${where}: čísla z této země zde nejsou přijímána.`,
  extensionTooLong: (limit) => `Linka je příliš dlouhá: nejvýše ${digits(limit)}.`,
  unknownCallingCode: (code) => `Žádná země nepoužívá předvolbu +${code}.`,
  notANumber: 'Toto není telefonní číslo.',
  invalid: (where) => `${where}: neplatné číslo.`,
  addAreaCode: (where) => `${where}: místní číslo, doplňte předvolbu oblasti.`,
};

export const labels: Omit<CountryPickerLabels, FirstPaintKey> = {
  search: 'Hledat země',
  list: 'Země',
  noMatches: 'Žádná země neodpovídá',
  matchCount: (n) => plural(locale, n, { one: '# země', few: '# země', many: '# země', other: '# zemí' }),
  preferredGroup: 'Navrhované země',
  allGroup: 'Všechny země',
};

// What the field shows before its engine has loaded (first-paint-words.ts).
export const firstPaint: FirstPaintWords = {
  phoneNumber: 'Telefonní číslo',
  selector: 'Země',
  international: 'Mezinárodní',
};
