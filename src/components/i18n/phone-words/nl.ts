// The phone field's words in Dutch (see phone-words.ts): loaded for the field when its language is in use.
import type { FirstPaintKey, FirstPaintWords } from '../first-paint-words';
import type { PhoneMessages } from '../phone-messages';
import type { CountryPickerLabels } from '../../../react/country-picker/country-picker-labels';
import { count, plural } from '../../../intl/plural';

const locale = 'nl';
const digits = (n: number) => plural(locale, n, { one: '# cijfer', other: '# cijfers' });

// A country's name comes in bare ("Verenigde Staten", not "de Verenigde Staten"), so it leads: "Verenigde Staten: …".
export const messages: Omit<PhoneMessages, FirstPaintKey> = {
  extension: 'Toestel',
  countryChanged: (country) => `Land gewijzigd: ${country}`,
  pasteTruncated: (limit, dropped) =>
    `${plural(locale, limit, {
      one: 'Alleen het eerste teken is geplakt',
      other: 'Alleen de eerste # tekens zijn geplakt',
    })}; ${plural(locale, dropped, {
      one: '# ander teken is weggelaten',
      other: '# andere tekens zijn weggelaten',
    })}.`,
  nothingToPaste: 'Geen telefoonnummer gevonden in de geplakte tekst.',
  didYouMean: 'Bedoelde je een nummer in:',
  pastedNumbers: 'Nummers in de geplakte tekst:',
  moreCountries: (n) => plural(locale, n, { one: 'nog # land', other: 'nog # landen' }),
  required: 'Voer een telefoonnummer in.',
  tooShort: (where, missing) =>
    missing === undefined
      ? `${where}: nummer te kort.`
      : missing.max === undefined
        ? `${where}: nummer te kort; ${plural(locale, missing.min, {
            one: 'er ontbreekt minstens # cijfer',
            other: 'er ontbreken minstens # cijfers',
          })}.`
        : missing.min === missing.max
          ? `${where}: nummer te kort; ${plural(locale, missing.min, {
              one: 'er ontbreekt # cijfer',
              other: 'er ontbreken # cijfers',
            })}.`
          : `${where}: nummer te kort; er ontbreken ${count(locale, missing.min)} tot ${digits(missing.max)}.`,
  tooLong: (where, extra) =>
    extra === undefined ? `${where}: nummer te lang.` : `${where}: nummer te lang; ${digits(extra)} te veel.`,
  invalidLength: (where) => `${where}: nummers van deze lengte bestaan niet.`,
  notAccepted: (where) => `${where}: nummers uit dit land worden hier niet geaccepteerd.`,
  extensionTooLong: (limit) => `Het toestelnummer is te lang: maximaal ${digits(limit)}.`,
  unknownCallingCode: (code) => `Geen enkel land gebruikt het landnummer +${code}.`,
  notANumber: 'Dit is geen telefoonnummer.',
  invalid: (where) => `${where}: geen geldig nummer.`,
  addAreaCode: (where) => `${where}: lokaal nummer, voeg het netnummer toe.`,
};

export const labels: Omit<CountryPickerLabels, FirstPaintKey> = {
  search: 'Landen zoeken',
  list: 'Landen',
  noMatches: 'Geen land gevonden',
  matchCount: (n) => plural(locale, n, { one: '# land', other: '# landen' }),
  preferredGroup: 'Voorgestelde landen',
  allGroup: 'Alle landen',
};

// What the field shows before its engine has loaded (first-paint-words.ts).
export const firstPaint: FirstPaintWords = {
  phoneNumber: 'Telefoonnummer',
  selector: 'Land',
  international: 'Internationaal',
};
