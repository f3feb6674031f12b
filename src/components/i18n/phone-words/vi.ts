// The phone field's words in Vietnamese (see phone-words.ts): loaded for the field when its language is in use.
import type { FirstPaintKey, FirstPaintWords } from '../first-paint-words';
import type { PhoneMessages } from '../phone-messages';
import type { CountryPickerLabels } from '../../../react/country-picker/country-picker-labels';
import { count, plural } from '../../../intl/plural';

// Vietnamese has one plural form (other) and no case: a bare country name reads right after "ở" or "đối với".
const locale = 'vi';
const digits = (n: number) => plural(locale, n, { other: '# chữ số' });

export const messages: Omit<PhoneMessages, FirstPaintKey> = {
  extension: 'Số máy lẻ',
  countryChanged: (country) => `Đã đổi quốc gia thành ${country}`,
  pasteTruncated: (limit, dropped) =>
    `Chỉ dán ${plural(locale, limit, { other: '# ký tự' })} đầu tiên; ${plural(locale, dropped, { other: '# ký tự' })} còn lại đã bị bỏ qua.`,
  nothingToPaste: 'Không tìm thấy số điện thoại nào trong văn bản đã dán.',
  didYouMean: 'Có phải bạn muốn nhập số của:',
  pastedNumbers: 'Các số trong văn bản đã dán:',
  moreCountries: (n) => plural(locale, n, { other: '# quốc gia khác' }),
  required: 'Vui lòng nhập số điện thoại.',
  tooShort: (where, missing) =>
    missing === undefined
      ? `Số quá ngắn đối với ${where}.`
      : missing.max === undefined
        ? `Số quá ngắn đối với ${where}: cần thêm ít nhất ${digits(missing.min)}.`
        : missing.min === missing.max
          ? `Số quá ngắn đối với ${where}: cần thêm ${digits(missing.min)}.`
          : `Số quá ngắn đối với ${where}: cần thêm từ ${count(locale, missing.min)} đến ${digits(missing.max)}.`,
  tooLong: (where, extra) =>
    extra === undefined
      ? `Số quá dài đối với ${where}.`
      : `Số quá dài đối với ${where}: thừa ${digits(extra)}.`,
  invalidLength: (where) => `Độ dài này không được dùng ở ${where}.`,
  notAccepted: (where) => `Số của ${where} không được chấp nhận ở đây.`,
  extensionTooLong: (limit) => `Số máy lẻ quá dài: tối đa ${digits(limit)}.`,
  unknownCallingCode: (code) => `Không có quốc gia nào dùng mã gọi +${code}.`,
  notANumber: 'Đây không phải là số điện thoại.',
  invalid: (where) => `Không phải số hợp lệ ở ${where}.`,
  addAreaCode: (where) => `Thêm mã vùng: đây là số nội hạt ở ${where}.`,
};

export const labels: Omit<CountryPickerLabels, FirstPaintKey> = {
  search: 'Tìm quốc gia',
  list: 'Quốc gia',
  noMatches: 'Không có quốc gia nào khớp',
  matchCount: (n) => plural(locale, n, { other: '# quốc gia' }),
  preferredGroup: 'Quốc gia được đề xuất',
  allGroup: 'Tất cả quốc gia',
};

// What the field shows before its engine has loaded (first-paint-words.ts).
export const firstPaint: FirstPaintWords = {
  phoneNumber: 'Số điện thoại',
  selector: 'Quốc gia',
  international: 'Quốc tế',
};
