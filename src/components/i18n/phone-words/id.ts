// The phone field's words in Indonesian (see phone-words.ts): loaded for the field when its language is in use.
import type { FirstPaintKey, FirstPaintWords } from '../first-paint-words';
import type { PhoneMessages } from '../phone-messages';
import type { CountryPickerLabels } from '../../../react/country-picker/country-picker-labels';
import { count, plural } from '../../../intl/plural';

// Indonesian has one plural form (other) and no case: a bare country name reads right after "untuk" or "di".
const locale = 'id';
const digits = (n: number) => plural(locale, n, { other: '# digit' });

export const messages: Omit<PhoneMessages, FirstPaintKey> = {
  extension: 'Ekstensi',
  countryChanged: (country) => `Negara diubah menjadi ${country}`,
  pasteTruncated: (limit, dropped) =>
    `Hanya ${plural(locale, limit, { other: '# karakter' })} pertama yang ditempel; ${plural(locale, dropped, { other: '# karakter' })} lainnya diabaikan.`,
  nothingToPaste: 'Tidak ada nomor telepon dalam teks yang ditempel.',
  didYouMean: 'Maksud Anda nomor di:',
  pastedNumbers: 'Nomor dalam teks yang ditempel:',
  moreCountries: (n) => plural(locale, n, { other: '# lainnya' }),
  required: 'Masukkan nomor telepon.',
  tooShort: (where, missing) =>
    missing === undefined
      ? `Terlalu pendek untuk ${where}.`
      : missing.max === undefined
        ? `Terlalu pendek untuk ${where}: perlu setidaknya ${digits(missing.min)} lagi.`
        : missing.min === missing.max
          ? `Terlalu pendek untuk ${where}: perlu ${digits(missing.min)} lagi.`
          : `Terlalu pendek untuk ${where}: perlu ${count(locale, missing.min)} hingga ${digits(missing.max)} lagi.`,
  tooLong: (where, extra) =>
    extra === undefined
      ? `Terlalu panjang untuk ${where}.`
      : `Terlalu panjang untuk ${where}: kelebihan ${digits(extra)}.`,
  invalidLength: (where) => `Panjang ini tidak digunakan di ${where}.`,
  notAccepted: (where) => `Nomor dari ${where} tidak diterima di sini.`,
  extensionTooLong: (limit) => `Ekstensi terlalu panjang: maksimal ${digits(limit)}.`,
  unknownCallingCode: (code) => `Tidak ada negara yang menggunakan kode panggilan +${code}.`,
  notANumber: 'Ini bukan nomor telepon.',
  invalid: (where) => `Bukan nomor yang valid di ${where}.`,
  addAreaCode: (where) => `Tambahkan kode area: ini nomor lokal di ${where}.`,
};

export const labels: Omit<CountryPickerLabels, FirstPaintKey> = {
  search: 'Cari negara',
  list: 'Negara',
  noMatches: 'Tidak ada negara yang cocok',
  matchCount: (n) => plural(locale, n, { other: '# negara' }),
  preferredGroup: 'Negara yang disarankan',
  allGroup: 'Semua negara',
};

// What the field shows before its engine has loaded (first-paint-words.ts).
export const firstPaint: FirstPaintWords = {
  phoneNumber: 'Nomor telepon',
  selector: 'Negara',
  international: 'Internasional',
};
