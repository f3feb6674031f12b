// The phone field's words in Italian (see phone-words.ts): loaded for the field when its language is in use.
import type { FirstPaintKey, FirstPaintWords } from '../first-paint-words';
import type { PhoneMessages } from '../phone-messages';
import type { CountryPickerLabels } from '../../../react/country-picker/country-picker-labels';
import { count, plural } from '../../../intl/plural';

const locale = 'it';
const digits = (n: number) => plural(locale, n, { one: '# cifra', many: '# di cifre', other: '# cifre' });

// A country's name comes in bare ("Italia", not "l’Italia"), so it leads the sentence: "Italia: …".
export const messages: Omit<PhoneMessages, FirstPaintKey> = {
  extension: 'Interno',
  countryChanged: (country) => `Paese cambiato: ${country}`,
  pasteTruncated: (limit, dropped) =>
    `${plural(locale, limit, {
      one: 'È stato incollato solo il primo carattere',
      many: 'Sono stati incollati solo i primi # di caratteri',
      other: 'Sono stati incollati solo i primi # caratteri',
    })}; ${plural(locale, dropped, {
      one: '# carattere in più è stato tralasciato',
      many: '# di caratteri in più sono stati tralasciati',
      other: '# caratteri in più sono stati tralasciati',
    })}.`,
  nothingToPaste: 'Nessun numero di telefono trovato nel testo incollato.',
  didYouMean: 'Intendevi un numero di:',
  pastedNumbers: 'Numeri nel testo incollato:',
  moreCountries: (n) =>
    plural(locale, n, { one: '# altro paese', many: 'altri # di paesi', other: 'altri # paesi' }),
  required: 'Inserisci un numero di telefono.',
  tooShort: (where, missing) =>
    missing === undefined
      ? `${where}: numero troppo corto.`
      : missing.max === undefined
        ? `${where}: numero troppo corto; ${plural(locale, missing.min, {
            one: 'manca almeno # cifra',
            other: 'mancano almeno # cifre',
          })}.`
        : missing.min === missing.max
          ? `${where}: numero troppo corto; ${plural(locale, missing.min, {
              one: 'manca # cifra',
              other: 'mancano # cifre',
            })}.`
          : `${where}: numero troppo corto; mancano da ${count(locale, missing.min)} a ${digits(missing.max)}.`,
  tooLong: (where, extra) =>
    extra === undefined
      ? `${where}: numero troppo lungo.`
      : `${where}: numero troppo lungo; ${digits(extra)} in più.`,
  invalidLength: (where) => `${where}: non esistono numeri di questa lunghezza.`,
  notAccepted: (where) => `${where}: i numeri di questo paese non sono accettati qui.`,
  extensionTooLong: (limit) => `L’interno è troppo lungo: al massimo ${digits(limit)}.`,
  unknownCallingCode: (code) => `Nessun paese usa il prefisso +${code}.`,
  notANumber: 'Questo non è un numero di telefono.',
  invalid: (where) => `${where}: numero non valido.`,
  addAreaCode: (where) => `${where}: numero locale, aggiungi il prefisso.`,
};

export const labels: Omit<CountryPickerLabels, FirstPaintKey> = {
  search: 'Cerca paesi',
  list: 'Paesi',
  noMatches: 'Nessun paese trovato',
  matchCount: (n) => plural(locale, n, { one: '# paese', many: '# di paesi', other: '# paesi' }),
  preferredGroup: 'Paesi suggeriti',
  allGroup: 'Tutti i paesi',
};

// What the field shows before its engine has loaded (first-paint-words.ts).
export const firstPaint: FirstPaintWords = {
  phoneNumber: 'Numero di telefono',
  selector: 'Paese',
  international: 'Internazionale',
};
