// The phone field's words in Slovak (see phone-words.ts): loaded for the field when its language is in use.
import type { FirstPaintKey, FirstPaintWords } from '../first-paint-words';
import type { PhoneMessages } from '../phone-messages';
import type { CountryPickerLabels } from '../../../react/country-picker/country-picker-labels';
import { count, plural } from '../../../intl/plural';

const locale = 'sk';
const digits = (n: number) =>
  plural(locale, n, { one: '# číslica', few: '# číslice', many: '# číslice', other: '# číslic' });
/** "chýba 1 číslica", "chýbajú 2 číslice", "chýba 5 číslic": the verb agrees with the count. */
const missingDigits = (n: number, atLeast: string) =>
  plural(locale, n, {
    one: `chýba ${atLeast}# číslica`,
    few: `chýbajú ${atLeast}# číslice`,
    many: `chýba ${atLeast}# číslice`,
    other: `chýba ${atLeast}# číslic`,
  });

// A country's name comes in bare (nominative: "Nemecko", not "v Nemecku"), so it leads the sentence: "Nemecko: …".
export const messages: Omit<PhoneMessages, FirstPaintKey> = {
  extension: 'Klapka',
  countryChanged: (country) => `Krajina zmenená: ${country}`,
  pasteTruncated: (limit, dropped) =>
    `${plural(locale, limit, {
      one: 'Vložil sa iba prvý znak',
      few: 'Vložili sa iba prvé # znaky',
      many: 'Vložilo sa iba prvých # znaku',
      other: 'Vložilo sa iba prvých # znakov',
    })}; ${plural(locale, dropped, {
      one: 'ďalší # znak sa vynechal',
      few: 'ďalšie # znaky sa vynechali',
      many: 'ďalších # znaku sa vynechalo',
      other: 'ďalších # znakov sa vynechalo',
    })}.`,
  nothingToPaste: 'Vo vloženom texte sa nenašlo žiadne telefónne číslo.',
  didYouMean: 'Mali ste na mysli číslo z krajiny:',
  pastedNumbers: 'Čísla vo vloženom texte:',
  moreCountries: (n) =>
    plural(locale, n, {
      one: 'ďalšia # krajina',
      few: 'ďalšie # krajiny',
      many: 'ďalších # krajiny',
      other: 'ďalších # krajín',
    }),
  required: 'Zadajte telefónne číslo.',
  tooShort: (where, missing) =>
    missing === undefined
      ? `${where}: číslo je príliš krátke.`
      : missing.max === undefined
        ? `${where}: číslo je príliš krátke; ${missingDigits(missing.min, 'aspoň ')}.`
        : missing.min === missing.max
          ? `${where}: číslo je príliš krátke; ${missingDigits(missing.min, '')}.`
          : `${where}: číslo je príliš krátke; chýba od ${count(locale, missing.min)} do ${plural(
              locale,
              missing.max,
              {
                one: '# číslice',
                few: '# číslic',
                many: '# číslice',
                other: '# číslic',
              },
            )}.`,
  tooLong: (where, extra) =>
    extra === undefined
      ? `${where}: číslo je príliš dlhé.`
      : `${where}: číslo je príliš dlhé; ${digits(extra)} navyše.`,
  invalidLength: (where) => `${where}: čísla s touto dĺžkou neexistujú.`,
  notAccepted: (where) => `${where}: čísla z tejto krajiny sa tu neprijímajú.`,
  extensionTooLong: (limit) => `Klapka je príliš dlhá: najviac ${digits(limit)}.`,
  unknownCallingCode: (code) => `Žiadna krajina nepoužíva predvoľbu +${code}.`,
  notANumber: 'Toto nie je telefónne číslo.',
  invalid: (where) => `${where}: neplatné číslo.`,
  addAreaCode: (where) => `${where}: miestne číslo, doplňte predvoľbu oblasti.`,
};

export const labels: Omit<CountryPickerLabels, FirstPaintKey> = {
  search: 'Hľadať krajiny',
  list: 'Krajiny',
  noMatches: 'Žiadna krajina nezodpovedá',
  matchCount: (n) =>
    plural(locale, n, { one: '# krajina', few: '# krajiny', many: '# krajiny', other: '# krajín' }),
  preferredGroup: 'Navrhované krajiny',
  allGroup: 'Všetky krajiny',
};

// What the field shows before its engine has loaded (first-paint-words.ts).
export const firstPaint: FirstPaintWords = {
  phoneNumber: 'Telefónne číslo',
  selector: 'Krajina',
  international: 'Medzinárodné',
};
