// The phone field's words in Russian (see phone-words.ts): loaded for the field when its language is in use.
import type { FirstPaintKey, FirstPaintWords } from '../first-paint-words';
import type { PhoneMessages } from '../phone-messages';
import type { CountryPickerLabels } from '../../../react/country-picker/country-picker-labels';
import { count, plural } from '../../../intl/plural';

const locale = 'ru';
/** "не хватает 5 цифр", "не более 21 цифры" (genitive). */
const ofDigits = (n: number) =>
  plural(locale, n, { one: '# цифры', few: '# цифр', many: '# цифр', other: '# цифры' });

// A country's name comes in bare (nominative: "Германия", not "в Германии"), so it leads the sentence: "Германия: …".
export const messages: Omit<PhoneMessages, FirstPaintKey> = {
  extension: 'Добавочный',
  countryChanged: (country) => `Страна изменена: ${country}`,
  pasteTruncated: (limit, dropped) =>
    `${plural(locale, limit, {
      one: 'Вставлен только первый # символ',
      few: 'Вставлены только первые # символа',
      many: 'Вставлены только первые # символов',
      other: 'Вставлены только первые # символа',
    })}; ${plural(locale, dropped, {
      one: 'ещё # символ пропущен',
      few: 'ещё # символа пропущены',
      many: 'ещё # символов пропущено',
      other: 'ещё # символа пропущено',
    })}.`,
  nothingToPaste: 'Во вставленном тексте не найден номер телефона.',
  didYouMean: 'Возможно, вы имели в виду номер из страны:',
  pastedNumbers: 'Номера во вставленном тексте:',
  moreCountries: (n) =>
    plural(locale, n, {
      one: 'ещё # страна',
      few: 'ещё # страны',
      many: 'ещё # стран',
      other: 'ещё # страны',
    }),
  required: 'Введите номер телефона.',
  tooShort: (where, missing) =>
    missing === undefined
      ? `${where}: номер слишком короткий.`
      : missing.max === undefined
        ? `${where}: номер слишком короткий, не хватает как минимум ${ofDigits(missing.min)}.`
        : missing.min === missing.max
          ? `${where}: номер слишком короткий, не хватает ${ofDigits(missing.min)}.`
          : `${where}: номер слишком короткий, не хватает от ${count(locale, missing.min)} до ${ofDigits(missing.max)}.`,
  tooLong: (where, extra) =>
    extra === undefined
      ? `${where}: номер слишком длинный.`
      : `${where}: номер слишком длинный, ${plural(locale, extra, {
          one: 'лишняя # цифра',
          few: 'лишние # цифры',
          many: 'лишних # цифр',
          other: 'лишние # цифры',
        })}.`,
  invalidLength: (where) => `${where}: номеров такой длины не бывает.`,
  notAccepted: (where) => `${where}: номера этой страны здесь не принимаются.`,
  extensionTooLong: (limit) => `Добавочный номер слишком длинный: не более ${ofDigits(limit)}.`,
  unknownCallingCode: (code) => `Ни одна страна не использует код +${code}.`,
  notANumber: 'Это не номер телефона.',
  invalid: (where) => `${where}: недействительный номер.`,
  addAreaCode: (where) => `${where}: местный номер, добавьте код города.`,
};

export const labels: Omit<CountryPickerLabels, FirstPaintKey> = {
  search: 'Поиск страны',
  list: 'Страны',
  noMatches: 'Страна не найдена',
  matchCount: (n) =>
    plural(locale, n, { one: '# страна', few: '# страны', many: '# стран', other: '# страны' }),
  preferredGroup: 'Предлагаемые страны',
  allGroup: 'Все страны',
};

// What the field shows before its engine has loaded (first-paint-words.ts).
export const firstPaint: FirstPaintWords = {
  phoneNumber: 'Номер телефона',
  selector: 'Страна',
  international: 'Международный',
};
