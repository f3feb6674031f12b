// The phone field's words in Hungarian (see phone-words.ts): loaded for the field when its language is in use.
import type { FirstPaintKey, FirstPaintWords } from '../first-paint-words';
import type { PhoneMessages } from '../phone-messages';
import type { CountryPickerLabels } from '../../../react/country-picker/country-picker-labels';
import { count, plural } from '../../../intl/plural';

// Hungarian keeps a noun singular after a number ("5 számjegy"); the forms are still given per category.
// A country's name comes in bare (Hungarian would add a suffix: "Magyarországon"), so it leads: "Magyarország: …".
const locale = 'hu';
const digits = (n: number) => plural(locale, n, { one: '# számjegy', other: '# számjegy' });

export const messages: Omit<PhoneMessages, FirstPaintKey> = {
  extension: 'Mellék',
  countryChanged: (country) => `Ország módosítva: ${country}`,
  pasteTruncated: (limit, dropped) =>
    `${plural(locale, limit, {
      one: 'Csak az első karakter lett beillesztve',
      other: 'Csak az első # karakter lett beillesztve',
    })}; ${plural(locale, dropped, {
      one: 'további # karakter kimaradt',
      other: 'további # karakter kimaradt',
    })}.`,
  nothingToPaste: 'A beillesztett szövegben nem található telefonszám.',
  didYouMean: 'Erre gondolt? Szám innen:',
  pastedNumbers: 'Számok a beillesztett szövegben:',
  moreCountries: (n) => plural(locale, n, { one: 'még #', other: 'még #' }),
  required: 'Adjon meg egy telefonszámot.',
  tooShort: (where, missing) =>
    missing === undefined
      ? `${where}: túl rövid.`
      : missing.max === undefined
        ? `${where}: túl rövid, még legalább ${digits(missing.min)} szükséges.`
        : missing.min === missing.max
          ? `${where}: túl rövid, még ${digits(missing.min)} szükséges.`
          : `${where}: túl rövid, még ${count(locale, missing.min)}–${digits(missing.max)} szükséges.`,
  tooLong: (where, extra) =>
    extra === undefined ? `${where}: túl hosszú.` : `${where}: túl hosszú, ${digits(extra)} felesleges.`,
  invalidLength: (where) => `${where}: ilyen hosszúságú szám nem létezik.`,
  notAccepted: (where) => `${where}: az ország számai itt nem fogadhatók el.`,
  extensionTooLong: (limit) => `A mellék túl hosszú: legfeljebb ${digits(limit)}.`,
  unknownCallingCode: (code) => `Egyik ország sem használja a +${code} hívókódot.`,
  notANumber: 'Ez nem telefonszám.',
  invalid: (where) => `${where}: nem érvényes szám.`,
  addAreaCode: (where) => `${where}: helyi szám, adja meg a körzetszámot.`,
};

export const labels: Omit<CountryPickerLabels, FirstPaintKey> = {
  search: 'Ország keresése',
  list: 'Országok',
  noMatches: 'Nincs ilyen ország',
  matchCount: (n) => plural(locale, n, { one: '# ország', other: '# ország' }),
  preferredGroup: 'Javasolt országok',
  allGroup: 'Minden ország',
};

// What the field shows before its engine has loaded (first-paint-words.ts).
export const firstPaint: FirstPaintWords = {
  phoneNumber: 'Telefonszám',
  selector: 'Ország',
  international: 'Nemzetközi',
};
