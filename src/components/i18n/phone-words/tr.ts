// The phone field's words in Turkish (see phone-words.ts): loaded for the field when its language is in use.
import type { FirstPaintKey, FirstPaintWords } from '../first-paint-words';
import type { PhoneMessages } from '../phone-messages';
import type { CountryPickerLabels } from '../../../react/country-picker/country-picker-labels';
import { count, plural } from '../../../intl/plural';

const locale = 'tr';
// Turkish keeps a noun singular after a number ("5 rakam"); both forms are given all the same.
const digits = (n: number) => plural(locale, n, { one: '# rakam', other: '# rakam' });

// A country's name comes in bare (no case suffix: "Almanya", not "Almanya için"), so it leads: "Almanya: …".
export const messages: Omit<PhoneMessages, FirstPaintKey> = {
  extension: 'Dahili',
  countryChanged: (country) => `Ülke değiştirildi: ${country}`,
  pasteTruncated: (limit, dropped) =>
    `${plural(locale, limit, {
      one: 'Yalnızca ilk # karakter yapıştırıldı',
      other: 'Yalnızca ilk # karakter yapıştırıldı',
    })}; ${plural(locale, dropped, {
      one: '# karakter daha dışarıda kaldı',
      other: '# karakter daha dışarıda kaldı',
    })}.`,
  nothingToPaste: 'Yapıştırılan metinde telefon numarası bulunamadı.',
  didYouMean: 'Şu ülkelerden birine ait bir numara mı demek istediniz:',
  pastedNumbers: 'Yapıştırılan metindeki numaralar:',
  moreCountries: (n) => plural(locale, n, { one: '# ülke daha', other: '# ülke daha' }),
  required: 'Bir telefon numarası girin.',
  tooShort: (where, missing) =>
    missing === undefined
      ? `${where}: numara çok kısa.`
      : missing.max === undefined
        ? `${where}: numara çok kısa; en az ${digits(missing.min)} daha gerekli.`
        : missing.min === missing.max
          ? `${where}: numara çok kısa; ${digits(missing.min)} daha gerekli.`
          : `${where}: numara çok kısa; ${count(locale, missing.min)}–${digits(missing.max)} daha gerekli.`,
  tooLong: (where, extra) =>
    extra === undefined ? `${where}: numara çok uzun.` : `${where}: numara çok uzun; ${digits(extra)} fazla.`,
  invalidLength: (where) => `${where}: bu uzunlukta numara kullanılmıyor.`,
  notAccepted: (where) => `${where}: bu ülkenin numaraları burada kabul edilmiyor.`,
  extensionTooLong: (limit) => `Dahili numara çok uzun: en fazla ${digits(limit)}.`,
  unknownCallingCode: (code) => `Hiçbir ülke +${code} ülke kodunu kullanmıyor.`,
  notANumber: 'Bu bir telefon numarası değil.',
  invalid: (where) => `${where}: geçerli bir numara değil.`,
  addAreaCode: (where) => `${where}: yerel numara, alan kodunu ekleyin.`,
};

export const labels: Omit<CountryPickerLabels, FirstPaintKey> = {
  search: 'Ülke ara',
  list: 'Ülkeler',
  noMatches: 'Eşleşen ülke yok',
  matchCount: (n) => plural(locale, n, { one: '# ülke', other: '# ülke' }),
  preferredGroup: 'Önerilen ülkeler',
  allGroup: 'Tüm ülkeler',
};

// What the field shows before its engine has loaded (first-paint-words.ts).
export const firstPaint: FirstPaintWords = {
  phoneNumber: 'Telefon numarası',
  selector: 'Ülke',
  international: 'Uluslararası',
};
