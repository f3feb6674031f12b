// The phone field's words in Bulgarian (see phone-words.ts): loaded for the field when its language is in use.
import type { FirstPaintKey, FirstPaintWords } from '../first-paint-words';
import type { PhoneMessages } from '../phone-messages';
import type { CountryPickerLabels } from '../../../react/country-picker/country-picker-labels';
import { count, plural } from '../../../intl/plural';

const locale = 'bg';
const digits = (n: number) => plural(locale, n, { one: '# цифра', other: '# цифри' });

// A country's name follows "за" or "от", never "в"/"с" (which become "във"/"със" before some names).
export const messages: Omit<PhoneMessages, FirstPaintKey> = {
  extension: 'Вътрешен номер',
  countryChanged: (country) => `Държавата е сменена на ${country}`,
  pasteTruncated: (limit, dropped) =>
    `${plural(locale, limit, {
      one: 'Поставен е само първият знак',
      other: 'Поставени са само първите # знака',
    })}; ${plural(locale, dropped, {
      one: 'пропуснат е още # знак',
      other: 'пропуснати са още # знака',
    })}.`,
  nothingToPaste: 'В поставения текст не е намерен телефонен номер.',
  didYouMean: 'Имахте ли предвид номер от:',
  pastedNumbers: 'Номера в поставения текст:',
  moreCountries: (n) => plural(locale, n, { one: 'още #', other: 'още #' }),
  required: 'Въведете телефонен номер.',
  tooShort: (where, missing) =>
    missing === undefined
      ? `Твърде кратък за ${where}.`
      : missing.max === undefined
        ? `Твърде кратък за ${where}: ${plural(locale, missing.min, {
            one: 'липсва поне # цифра',
            other: 'липсват поне # цифри',
          })}.`
        : missing.min === missing.max
          ? `Твърде кратък за ${where}: ${plural(locale, missing.min, {
              one: 'липсва # цифра',
              other: 'липсват # цифри',
            })}.`
          : `Твърде кратък за ${where}: липсват от ${count(locale, missing.min)} до ${digits(missing.max)}.`,
  tooLong: (where, extra) =>
    extra === undefined
      ? `Твърде дълъг за ${where}.`
      : `Твърде дълъг за ${where}: ${digits(extra)} в повече.`,
  invalidLength: (where) => `Такава дължина не се използва за ${where}.`,
  notAccepted: (where) => `Номер от ${where} не се приема тук.`,
  extensionTooLong: (limit) => `Вътрешният номер е твърде дълъг: най-много ${digits(limit)}.`,
  unknownCallingCode: (code) => `Никоя държава не използва кода за набиране +${code}.`,
  notANumber: 'Това не е телефонен номер.',
  invalid: (where) => `Невалиден номер за ${where}.`,
  addAreaCode: (where) => `Добавете кода на населеното място: това е местен номер за ${where}.`,
};

export const labels: Omit<CountryPickerLabels, FirstPaintKey> = {
  search: 'Търсене на държава',
  list: 'Държави',
  noMatches: 'Няма съвпадаща държава',
  matchCount: (n) => plural(locale, n, { one: '# държава', other: '# държави' }),
  preferredGroup: 'Предложени държави',
  allGroup: 'Всички държави',
};

// What the field shows before its engine has loaded (first-paint-words.ts).
export const firstPaint: FirstPaintWords = {
  phoneNumber: 'Телефонен номер',
  selector: 'Държава',
  international: 'Международен',
};
