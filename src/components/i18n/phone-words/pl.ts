// The phone field's words in Polish (see phone-words.ts): loaded for the field when its language is in use.
import type { FirstPaintKey, FirstPaintWords } from '../first-paint-words';
import type { PhoneMessages } from '../phone-messages';
import type { CountryPickerLabels } from '../../../react/country-picker/country-picker-labels';
import { count, plural } from '../../../intl/plural';

const locale = 'pl';

// A country's name comes in bare (nominative: "Polska", not "w Polsce"), so it leads the sentence: "Polska: …".
export const messages: Omit<PhoneMessages, FirstPaintKey> = {
  extension: 'Numer wewnętrzny',
  countryChanged: (country) => `Zmieniono kraj: ${country}`,
  pasteTruncated: (limit, dropped) =>
    `${plural(locale, limit, {
      one: 'Wklejono tylko pierwszy znak',
      few: 'Wklejono tylko pierwsze # znaki',
      many: 'Wklejono tylko pierwszych # znaków',
      other: 'Wklejono tylko pierwsze # znaku',
    })}; ${plural(locale, dropped, {
      one: 'pominięto jeszcze # znak',
      few: 'pominięto jeszcze # znaki',
      many: 'pominięto jeszcze # znaków',
      other: 'pominięto jeszcze # znaku',
    })}.`,
  nothingToPaste: 'We wklejonym tekście nie znaleziono numeru telefonu.',
  didYouMean: 'Czy chodziło o numer z kraju:',
  pastedNumbers: 'Numery we wklejonym tekście:',
  moreCountries: (n) =>
    plural(locale, n, {
      one: 'jeszcze # kraj',
      few: 'jeszcze # kraje',
      many: 'jeszcze # krajów',
      other: 'jeszcze # kraju',
    }),
  required: 'Wpisz numer telefonu.',
  tooShort: (where, missing) =>
    missing === undefined
      ? `${where}: numer jest za krótki.`
      : missing.max === undefined
        ? `${where}: numer jest za krótki; brakuje co najmniej ${plural(locale, missing.min, {
            one: '# cyfry',
            few: '# cyfr',
            many: '# cyfr',
            other: '# cyfry',
          })}.`
        : missing.min === missing.max
          ? `${where}: numer jest za krótki; brakuje ${plural(locale, missing.min, {
              one: '# cyfry',
              few: '# cyfr',
              many: '# cyfr',
              other: '# cyfry',
            })}.`
          : `${where}: numer jest za krótki; brakuje od ${count(locale, missing.min)} do ${plural(
              locale,
              missing.max,
              {
                one: '# cyfry',
                few: '# cyfr',
                many: '# cyfr',
                other: '# cyfry',
              },
            )}.`,
  tooLong: (where, extra) =>
    extra === undefined
      ? `${where}: numer jest za długi.`
      : `${where}: numer jest za długi o ${plural(locale, extra, {
          one: '# cyfrę',
          few: '# cyfry',
          many: '# cyfr',
          other: '# cyfry',
        })}.`,
  invalidLength: (where) => `${where}: nie ma numerów o tej długości.`,
  notAccepted: (where) => `${where}: numery z tego kraju nie są tu akceptowane.`,
  extensionTooLong: (limit) =>
    `Numer wewnętrzny jest za długi: maksymalnie ${plural(locale, limit, {
      one: '# cyfra',
      few: '# cyfry',
      many: '# cyfr',
      other: '# cyfry',
    })}.`,
  unknownCallingCode: (code) => `Żaden kraj nie używa numeru kierunkowego +${code}.`,
  notANumber: 'To nie jest numer telefonu.',
  invalid: (where) => `${where}: nieprawidłowy numer.`,
  addAreaCode: (where) => `${where}: numer lokalny, dodaj numer kierunkowy.`,
};

export const labels: Omit<CountryPickerLabels, FirstPaintKey> = {
  search: 'Szukaj krajów',
  list: 'Kraje',
  noMatches: 'Nie znaleziono kraju',
  matchCount: (n) => plural(locale, n, { one: '# kraj', few: '# kraje', many: '# krajów', other: '# kraju' }),
  preferredGroup: 'Sugerowane kraje',
  allGroup: 'Wszystkie kraje',
};

// What the field shows before its engine has loaded (first-paint-words.ts).
export const firstPaint: FirstPaintWords = {
  phoneNumber: 'Numer telefonu',
  selector: 'Kraj',
  international: 'Międzynarodowy',
};
