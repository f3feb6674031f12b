// The phone field's words in Malay (see phone-words.ts): loaded for the field when its language is in use.
import type { FirstPaintKey, FirstPaintWords } from '../first-paint-words';
import type { PhoneMessages } from '../phone-messages';
import type { CountryPickerLabels } from '../../../react/country-picker/country-picker-labels';
import { count, plural } from '../../../intl/plural';

// Malay has one plural form (other) and no case: a bare country name reads right after "untuk" or "di".
const locale = 'ms';
const digits = (n: number) => plural(locale, n, { other: '# digit' });

export const messages: Omit<PhoneMessages, FirstPaintKey> = {
  extension: 'Sambungan',
  countryChanged: (country) => `Negara ditukar kepada ${country}`,
  pasteTruncated: (limit, dropped) =>
    `Hanya ${plural(locale, limit, { other: '# aksara' })} pertama ditampal; ${plural(locale, dropped, { other: '# aksara' })} lagi ditinggalkan.`,
  nothingToPaste: 'Tiada nombor telefon ditemui dalam teks yang ditampal.',
  didYouMean: 'Adakah anda maksudkan nombor di:',
  pastedNumbers: 'Nombor dalam teks yang ditampal:',
  moreCountries: (n) => plural(locale, n, { other: '# lagi' }),
  required: 'Masukkan nombor telefon.',
  tooShort: (where, missing) =>
    missing === undefined
      ? `Terlalu pendek untuk ${where}.`
      : missing.max === undefined
        ? `Terlalu pendek untuk ${where}: sekurang-kurangnya ${digits(missing.min)} lagi diperlukan.`
        : missing.min === missing.max
          ? `Terlalu pendek untuk ${where}: ${digits(missing.min)} lagi diperlukan.`
          : `Terlalu pendek untuk ${where}: ${count(locale, missing.min)} hingga ${digits(missing.max)} lagi diperlukan.`,
  tooLong: (where, extra) =>
    extra === undefined
      ? `Terlalu panjang untuk ${where}.`
      : `Terlalu panjang untuk ${where}: ${digits(extra)} terlebih.`,
  invalidLength: (where) => `Panjang ini tidak digunakan di ${where}.`,
  notAccepted: (where) => `Nombor di ${where} tidak diterima di sini.`,
  extensionTooLong: (limit) => `Sambungan terlalu panjang: paling banyak ${digits(limit)}.`,
  unknownCallingCode: (code) => `Tiada negara yang menggunakan kod panggilan +${code}.`,
  notANumber: 'Ini bukan nombor telefon.',
  invalid: (where) => `Bukan nombor yang sah di ${where}.`,
  addAreaCode: (where) => `Tambah kod kawasan: ini nombor tempatan di ${where}.`,
};

export const labels: Omit<CountryPickerLabels, FirstPaintKey> = {
  search: 'Cari negara',
  list: 'Negara',
  noMatches: 'Tiada negara yang sepadan',
  matchCount: (n) => plural(locale, n, { other: '# negara' }),
  preferredGroup: 'Negara yang dicadangkan',
  allGroup: 'Semua negara',
};

// What the field shows before its engine has loaded (first-paint-words.ts).
export const firstPaint: FirstPaintWords = {
  phoneNumber: 'Nombor telefon',
  selector: 'Negara',
  international: 'Antarabangsa',
};
