// The phone field's words in Persian (see phone-words.ts): loaded for the field when its language is in use.
import type { FirstPaintKey, FirstPaintWords } from '../first-paint-words';
import type { PhoneMessages } from '../phone-messages';
import type { CountryPickerLabels } from '../../../react/country-picker/country-picker-labels';
import { count, plural } from '../../../intl/plural';

// Persian counts its nouns in the singular ("۵ رقم"); the forms are still given per category, and the digits are
// Persian (Intl.NumberFormat). A country's name leads the sentence ("ایران: …"); a calling code is isolated left to right.
const locale = 'fa';
const digits = (n: number) => plural(locale, n, { one: '# رقم', other: '# رقم' });

export const messages: Omit<PhoneMessages, FirstPaintKey> = {
  extension: 'شمارهٔ داخلی',
  countryChanged: (country) => `کشور تغییر کرد: ${country}`,
  pasteTruncated: (limit, dropped) =>
    `${plural(locale, limit, {
      one: 'فقط # نویسهٔ اول جای‌گذاری شد',
      other: 'فقط # نویسهٔ اول جای‌گذاری شد',
    })}؛ ${plural(locale, dropped, {
      one: '# نویسهٔ دیگر کنار گذاشته شد',
      other: '# نویسهٔ دیگر کنار گذاشته شد',
    })}.`,
  nothingToPaste: 'در متن جای‌گذاری‌شده هیچ شمارهٔ تلفنی پیدا نشد.',
  didYouMean: 'شاید منظورتان شماره‌ای در یکی از این کشورها بود:',
  pastedNumbers: 'شماره‌های موجود در متن جای‌گذاری‌شده:',
  moreCountries: (n) => plural(locale, n, { one: '# کشور دیگر', other: '# کشور دیگر' }),
  required: 'یک شمارهٔ تلفن وارد کنید.',
  tooShort: (where, missing) =>
    missing === undefined
      ? `${where}: شماره خیلی کوتاه است.`
      : missing.max === undefined
        ? `${where}: شماره خیلی کوتاه است؛ دست‌کم ${digits(missing.min)} دیگر لازم است.`
        : missing.min === missing.max
          ? `${where}: شماره خیلی کوتاه است؛ ${digits(missing.min)} دیگر لازم است.`
          : `${where}: شماره خیلی کوتاه است؛ ${count(locale, missing.min)} تا ${digits(missing.max)} دیگر لازم است.`,
  tooLong: (where, extra) =>
    extra === undefined
      ? `${where}: شماره خیلی طولانی است.`
      : `${where}: شماره خیلی طولانی است؛ ${digits(extra)} اضافه است.`,
  invalidLength: (where) => `${where}: شماره‌ای با این طول وجود ندارد.`,
  notAccepted: (where) => `${where}: شماره‌های این کشور اینجا پذیرفته نمی‌شوند.`,
  extensionTooLong: (limit) => `شمارهٔ داخلی خیلی طولانی است: حداکثر ${digits(limit)}.`,
  unknownCallingCode: (code) => `هیچ کشوری از پیش‌شمارهٔ \u2066+${code}\u2069 استفاده نمی‌کند.`,
  notANumber: 'این شمارهٔ تلفن نیست.',
  invalid: (where) => `${where}: شمارهٔ معتبری نیست.`,
  addAreaCode: (where) => `${where}: شمارهٔ محلی است؛ کد منطقه را اضافه کنید.`,
};

export const labels: Omit<CountryPickerLabels, FirstPaintKey> = {
  search: 'جست‌وجوی کشور',
  list: 'کشورها',
  noMatches: 'هیچ کشوری پیدا نشد',
  matchCount: (n) => plural(locale, n, { one: '# کشور', other: '# کشور' }),
  preferredGroup: 'کشورهای پیشنهادی',
  allGroup: 'همهٔ کشورها',
};

// What the field shows before its engine has loaded (first-paint-words.ts).
export const firstPaint: FirstPaintWords = {
  phoneNumber: 'شمارهٔ تلفن',
  selector: 'کشور',
  international: 'بین‌المللی',
};
