// The Check screen's words in Vietnamese (CHECK_WORDS in check-messages.ts loads it when the language is in use).
import { types } from '../../../components/i18n/number-types/vi';
import type { CheckMessages } from '../check-messages';

export const words: CheckMessages = {
  title: 'Kiểm tra số điện thoại',
  intro:
    'Nhập hoặc dán số ở bất kỳ định dạng nào. Số được định dạng ngay khi bạn nhập và được kiểm tra theo quy tắc của quốc gia tương ứng.',
  result: 'Kết quả',
  empty: 'Nhập một số để kiểm tra.',
  valid: 'Số hợp lệ',
  invalid: 'Chưa hợp lệ',
  notValid: 'Không hợp lệ',
  lengthOnly: 'Đã kiểm tra độ dài; bộ quy tắc đầy đủ vẫn đang được tải.',
  country: 'Quốc gia',
  international: 'Quốc tế (không thuộc quốc gia nào)',
  type: 'Loại',
  typeUnknown: 'Không xác định',
  types,
  e164: 'E.164',
  internationalForm: 'Quốc tế',
  nationalForm: 'Trong nước',
  rfc3966: 'URI tel:',
  extension: 'Số máy lẻ',
  copy: (what) => `Sao chép ${what}`,
  copied: (what) => `Đã sao chép ${what}`,
  call: (number) => `Gọi ${number}`,
  privacy:
    'Những gì bạn nhập không bao giờ rời khỏi trình duyệt này: không có máy chủ, không theo dõi và không tra cứu.',
  checkAll: 'Kiểm tra tất cả trong “Làm sạch danh sách”',
};
