// The phone field's words in Ukrainian (see phone-words.ts): loaded for the field when its language is in use.
import type { FirstPaintKey, FirstPaintWords } from '../first-paint-words';
import type { PhoneMessages } from '../phone-messages';
import type { CountryPickerLabels } from '../../../react/country-picker/country-picker-labels';
import { count, plural } from '../../../intl/plural';

const locale = 'uk';
/** "бракує 5 цифр", "не більше 21 цифри" (genitive). */
const ofDigits = (n: number) =>
  plural(locale, n, { one: '# цифри', few: '# цифр', many: '# цифр', other: '# цифри' });

// A country's name comes in bare (nominative: "Німеччина", not "у Німеччині"), so it leads the sentence: "Німеччина: …".
export const messages: Omit<PhoneMessages, FirstPaintKey> = {
  extension: 'Додатковий',
  countryChanged: (country) => `Країну змінено: ${country}`,
  pasteTruncated: (limit, dropped) =>
    `${plural(locale, limit, {
      one: 'Вставлено лише перший # символ',
      few: 'Вставлено лише перші # символи',
      many: 'Вставлено лише перші # символів',
      other: 'Вставлено лише перші # символу',
    })}; ${plural(locale, dropped, {
      one: 'ще # символ пропущено',
      few: 'ще # символи пропущено',
      many: 'ще # символів пропущено',
      other: 'ще # символу пропущено',
    })}.`,
  nothingToPaste: 'У вставленому тексті не знайдено номера телефону.',
  didYouMean: 'Можливо, ви мали на увазі номер із країни:',
  pastedNumbers: 'Номери у вставленому тексті:',
  moreCountries: (n) =>
    plural(locale, n, { one: 'ще # країна', few: 'ще # країни', many: 'ще # країн', other: 'ще # країни' }),
  required: 'Введіть номер телефону.',
  tooShort: (where, missing) =>
    missing === undefined
      ? `${where}: номер закороткий.`
      : missing.max === undefined
        ? `${where}: номер закороткий, бракує щонайменше ${ofDigits(missing.min)}.`
        : missing.min === missing.max
          ? `${where}: номер закороткий, бракує ${ofDigits(missing.min)}.`
          : `${where}: номер закороткий, бракує від ${count(locale, missing.min)} до ${ofDigits(missing.max)}.`,
  tooLong: (where, extra) =>
    extra === undefined
      ? `${where}: номер задовгий.`
      : `${where}: номер задовгий, ${plural(locale, extra, {
          one: 'зайва # цифра',
          few: 'зайві # цифри',
          many: 'зайвих # цифр',
          other: 'зайві # цифри',
        })}.`,
  invalidLength: (where) => `${where}: номерів такої довжини не буває.`,
  notAccepted: (where) => `${where}: номери цієї країни тут не приймаються.`,
  extensionTooLong: (limit) => `Додатковий номер задовгий: не більше ${ofDigits(limit)}.`,
  unknownCallingCode: (code) => `Жодна країна не використовує код +${code}.`,
  notANumber: 'Це не номер телефону.',
  invalid: (where) => `${where}: недійсний номер.`,
  addAreaCode: (where) => `${where}: місцевий номер, додайте код міста.`,
};

export const labels: Omit<CountryPickerLabels, FirstPaintKey> = {
  search: 'Пошук країни',
  list: 'Країни',
  noMatches: 'Країну не знайдено',
  matchCount: (n) =>
    plural(locale, n, { one: '# країна', few: '# країни', many: '# країн', other: '# країни' }),
  preferredGroup: 'Запропоновані країни',
  allGroup: 'Усі країни',
};

// What the field shows before its engine has loaded (first-paint-words.ts).
export const firstPaint: FirstPaintWords = {
  phoneNumber: 'Номер телефону',
  selector: 'Країна',
  international: 'Міжнародний',
};
