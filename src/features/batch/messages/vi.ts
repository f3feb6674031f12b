// The list cleaner's words in Vietnamese (BATCH_WORDS in batch-words.ts loads it when the language is in use).
import { count, plural } from '../../../components/i18n/plural';
import { types } from '../../../components/i18n/number-types/vi';
import type { BatchMessages } from './batch-messages';

// Vietnamese has one plural form (other): a noun after a count does not change ("5 hàng").
const locale = 'vi';
const rows = (n: number) => plural(locale, n, { other: '# hàng' });
const percent = (value: number) => new Intl.NumberFormat(locale, { style: 'percent' }).format(value / 100);
const tenths = (value: number) =>
  new Intl.NumberFormat(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(value);

export const vi: BatchMessages = {
  steps: ['Tải', 'Cột', 'Làm sạch', 'Xuất'],
  title: 'Làm sạch danh sách',
  intro:
    'Thả tệp CSV, TSV hoặc Excel (.xlsx) vào đây, hoặc dán các số. Mọi thứ chạy trên máy tính này, không có gì được tải lên.',
  file: 'Tệp',
  dropHere: 'Thả tệp CSV, TSV hoặc Excel (.xlsx) vào đây, hoặc chọn một tệp',
  paste: 'Dán số',
  usePasted: 'Dùng văn bản đã dán',
  preview: (n) => `Các hàng đầu tiên (trong tổng số ${rows(n)})`,
  hasHeader: 'Hàng đầu tiên là tiêu đề',
  phoneColumn: 'Cột số điện thoại',
  pickedColumns: (n) => plural(locale, n, { other: '# cột số điện thoại' }),
  column: (n) => `Cột ${count(locale, n)}`,
  defaultCountry: 'Quốc gia cho các số không có +',
  start: 'Bắt đầu',
  cancel: 'Hủy',
  progress: 'Tiến độ',
  progressText: (done, total, perSecond, secondsLeft) =>
    `${count(locale, done)}/${rows(total)}, ${plural(locale, Math.round(perSecond), { other: '# hàng/giây' })}${secondsLeft === undefined ? '' : `, còn khoảng ${count(locale, Math.ceil(secondsLeft))} giây`}`,
  finished: (n, seconds) => `Xong: ${rows(n)} trong ${tenths(seconds)} giây.`,
  cancelled: 'Đã dừng. Không có gì bị thay đổi.',
  problems: {
    empty: 'Tệp hoặc văn bản trống.',
    binary: 'Tệp này có vẻ không phải là tệp văn bản. Hãy chọn tệp CSV, TSV hoặc Excel (.xlsx).',
    'too-large': `Tệp này lớn hơn ${count(locale, 100)} MB (khoảng năm triệu hàng). Hãy chia thành các tệp nhỏ hơn.`,
    'too-many-columns': `Có một hàng có hơn ${count(locale, 16384)} cột (giới hạn của bảng tính), nên tệp không được đọc. Đây có phải là danh sách mỗi liên hệ một hàng không?`,
    'no-rows': 'Danh sách có tiêu đề nhưng không có hàng nào bên dưới.',
    'no-phone-column': 'Không có cột nào chứa số điện thoại.',
    'too-many-rows':
      'Danh sách này có hơn năm triệu hàng (không tính tiêu đề). Hãy chia thành các tệp nhỏ hơn.',
    unreadable: 'Không thể đọc tệp. Có thể tệp đã bị di chuyển hoặc thay đổi.',
    worker: 'Đã xảy ra lỗi khi kiểm tra các số. Vui lòng thử lại.',
  },
  reading: (p) => `Đang đọc tệp… ${percent(p)}`,
  readAs: 'Bảng mã văn bản',
  encoding: (name) => `Đã đọc theo bảng mã ${name}.`,
  replacedLines: (lines) => `Xuất hiện lần đầu ở hàng ${lines}.`,
  replaced: (n) =>
    `${plural(locale, n, { other: '# ký tự' })} không đọc được bằng bảng mã này (có lẫn nhiều bảng mã?) và được hiển thị là �. Số điện thoại không bị ảnh hưởng trừ khi có chứa các ký tự đó.`,
  truncated: (n) =>
    `${plural(locale, n, { other: '# ô số điện thoại' })} dài hơn ${count(locale, 250)} ký tự; chỉ ${count(locale, 250)} ký tự đầu tiên được đọc.`,
  countryColumn: 'Cột quốc gia (VN, VNM, Việt Nam, +84)',
  noCountryColumn: 'Không có',
  moreColumns: (n) => plural(locale, n, { other: 'Còn # cột khác không được hiển thị ở đây.' }),
  milestone: (p) => `Đã xong ${percent(p)}`,
  reasonNames: {
    'too-short': 'Quá ngắn',
    'too-long': 'Quá dài',
    'invalid-length': 'Sai độ dài',
    'not-accepted': 'Không được chấp nhận ở đây',
    'extension-too-long': 'Số máy lẻ quá dài',
    invalid: 'Không phải số hợp lệ',
    'unknown-calling-code': 'Mã gọi quốc gia không xác định',
    'not-a-number': 'Ô không có số điện thoại',
    'no-country': 'Không rõ quốc gia: hãy chọn quốc gia mặc định',
    'spreadsheet-float': 'Bị bảng tính thay đổi (ký hiệu khoa học hoặc .0)',
  },
  types,
  chart: 'Số hợp lệ theo quốc gia',
  filtering: 'Đang lọc…',
  exporting: 'Đang chuẩn bị xuất…',
  copyFailed: 'Trình duyệt không cho phép sao chép.',
  summary: 'Tóm tắt',
  statuses: { valid: 'Hợp lệ', invalid: 'Không hợp lệ', empty: 'Trống' },
  reasons: 'Lý do',
  numbers: 'Số',
  byType: 'Số hợp lệ theo loại',
  topCountries: 'Các quốc gia hàng đầu',
  filterStatus: 'Trạng thái',
  filterCountry: 'Quốc gia',
  all: 'Tất cả',
  search: 'Tìm trong kết quả',
  shown: (n, total) => `Đang hiển thị ${count(locale, n)}/${rows(total)}`,
  columns: {
    row: '#',
    original: 'Bản gốc',
    e164: 'E.164',
    international: 'Quốc tế',
    country: 'Quốc gia',
    type: 'Loại',
    status: 'Trạng thái',
    reason: 'Lý do',
  },
  exportXlsx: 'Xuất sổ làm việc Excel (.xlsx)',
  tooManyForSpreadsheet: `Số hàng vượt quá giới hạn của Excel (${count(locale, 1048576)}): hãy xuất CSV thay thế.`,
  sheet: 'Trang tính',
  exportCsv: 'Xuất CSV',
  validIn: (countries) => `hợp lệ ở ${countries}`,
  duplicateOf: (row) => `giống hàng ${row}`,
  extension: (digits) => `máy lẻ ${digits}`,
  loadedFile: (name, size) => `Tệp: ${name} (${size})`,
  readWithoutQuotes: 'Đọc dấu ngoặc kép như văn bản thường',
  unclosedQuote: (row) =>
    `Dấu ngoặc kép mở ở hàng ${count(locale, row)} của tệp không bao giờ được đóng, nên phần còn lại của tệp đã được đọc thành một ô của hàng đó. Hãy đóng dấu ngoặc kép rồi tải lại tệp, hoặc đọc dấu ngoặc kép như văn bản thường.`,
  quoteInUnquotedCell: (row, more) =>
    `Hàng ${count(locale, row)} có dấu ngoặc kép bên trong một ô không được đặt trong ngoặc kép; ô đó được đọc nguyên văn${more > 0 ? ` (${plural(locale, more, { other: '# hàng khác' })} cũng vậy)` : ''}.`,
  textAfterQuote: (row, more) =>
    `Ở hàng ${count(locale, row)}, sau dấu ngoặc kép đóng còn có văn bản, nên dấu ngoặc kép đó được đọc như một phần của ô, và ô kéo dài đến dấu ngoặc kép đóng tiếp theo${more > 0 ? ` (${plural(locale, more, { other: '# hàng khác' })} cũng vậy)` : ''}. Hãy kiểm tra hàng đó, hoặc đọc tệp với dấu ngoặc kép như văn bản thường.`,
  notUtf8: (byte, row) => `Byte ${byte} ở hàng ${count(locale, row)} không phải UTF-8.`,
  firstUtf8: (row) => `Ký tự UTF-8 đầu tiên nằm ở hàng ${count(locale, row)}.`,
  filterMark: 'Hiển thị',
  marks: {
    duplicate: 'Trùng lặp',
    several: 'Nhiều số trong một ô',
    'unknown-country': 'Không nhận ra quốc gia',
  },
  exportRows: 'Hàng',
  rowsAll: 'Tất cả các hàng',
  rowsValid: 'Chỉ số hợp lệ',
  rowsShown: (n) => plural(locale, n, { other: '# hàng đang hiển thị' }),
  forExcel: 'Cho Excel: giữ số ở dạng văn bản (="+44…")',
  exportHelp:
    'Tệp xuất giữ nguyên các cột của bạn và thêm <cột số điện thoại>_e164 (chỉ E.164), _country, _type, _status, _reason, _extension, _others và _duplicate_of, sau đó là judged_by (phiên bản Telfield và libphonenumber-js đã đánh giá hàng đó). Ô nào mà bảng tính có thể chạy như công thức (bắt đầu bằng = hoặc @, hoặc bằng + hay - theo sau là nội dung khác ngoài số điện thoại) sẽ được thêm dấu nháy đơn ở đầu; số điện thoại được ghi nguyên trạng.',
  writeBack: 'Ghi E.164 vào các cột số điện thoại',
  layoutLong: 'Mỗi số một hàng (cho cơ sở dữ liệu)',
  copyValid: 'Sao chép số hợp lệ, kể cả số trùng lặp',
  copyUnique: 'Sao chép số hợp lệ, bỏ số trùng lặp',
  copied: (n) => plural(locale, n, { other: 'Đã sao chép # số' }),
};
