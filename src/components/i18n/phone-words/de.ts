// The phone field's words in German (see phone-words.ts): loaded for the field when its language is in use.
import type { FirstPaintKey, FirstPaintWords } from '../first-paint-words';
import { plural } from '../../../intl/plural';
import type { PhoneMessages } from '../phone-messages';
import type { CountryPickerLabels } from '../../../react/country-picker/country-picker-labels';

const moreDigits = (n: number) => plural('de', n, { one: '# weitere Ziffer', other: '# weitere Ziffern' });

export const messages: Omit<PhoneMessages, FirstPaintKey> = {
  extension: 'Durchwahl',
  countryChanged: (country) => `Land geändert zu ${country}`,
  pasteTruncated: (limit, dropped) =>
    `Nur die ersten ${limit} Zeichen wurden eingefügt; ${dropped} weitere wurden weggelassen.`,
  nothingToPaste: 'Im eingefügten Text wurde keine Telefonnummer gefunden.',
  didYouMean: 'Meinten Sie eine Nummer in:',
  pastedNumbers: 'Nummern im eingefügten Text:',
  moreCountries: (count) => `${count} weitere`,
  required: 'Bitte eine Telefonnummer eingeben.',
  tooShort: (where, missing) =>
    missing === undefined
      ? `Zu kurz für ${where}.`
      : missing.max === undefined
        ? `Zu kurz für ${where}: mindestens ${moreDigits(missing.min)} erwartet.`
        : missing.min === missing.max
          ? `Zu kurz für ${where}: ${moreDigits(missing.min)} erwartet.`
          : `Zu kurz für ${where}: ${missing.min} bis ${missing.max} weitere Ziffern erwartet.`,
  tooLong: (where, extra) =>
    extra === undefined
      ? `Zu lang für ${where}.`
      : `Zu lang für ${where}: ${plural('de', extra, { one: '# Ziffer', other: '# Ziffern' })} zu viel.`,
  invalidLength: (where) => `Diese Länge gibt es in ${where} nicht.`,
  notAccepted: (where) => `Eine Nummer in ${where} wird hier nicht angenommen.`,
  extensionTooLong: (limit) => `Die Durchwahl ist zu lang: höchstens ${limit} Ziffern.`,
  unknownCallingCode: (code) => `Kein Land verwendet die Vorwahl +${code}.`,
  notANumber: 'Das ist keine Telefonnummer.',
  invalid: (where) => `Keine gültige Nummer in ${where}.`,
  addAreaCode: (where) => `Vorwahl ergänzen: Das ist eine Ortsnummer in ${where}.`,
};

export const labels: Omit<CountryPickerLabels, FirstPaintKey> = {
  search: 'Länder durchsuchen',
  list: 'Länder',
  noMatches: 'Kein Land gefunden',
  matchCount: (count) => plural('de', count, { one: '# Land', other: '# Länder' }),
  preferredGroup: 'Vorgeschlagene Länder',
  allGroup: 'Alle Länder',
};

// What the field shows before its engine has loaded (first-paint-words.ts).
export const firstPaint: FirstPaintWords = {
  phoneNumber: 'Telefonnummer',
  selector: 'Land',
  international: 'International',
};
