// The playground's words in Vietnamese (PLAYGROUND_WORDS in playground-messages.ts loads it when the language is in use).
import type { PlaygroundMessages } from '../playground-messages';

export const words: PlaygroundMessages = {
  title: 'Dùng trong ứng dụng của bạn',
  intro: 'npm install telfield — thử các props tại đây, xem onChange nhận được gì và sao chép mã.',
  controls: 'Props',
  country: 'Quốc gia mặc định',
  noCountry: 'Không có (quốc tế)',
  preferred: 'Quốc gia ưu tiên',
  preferredHint: 'Mã ISO, ví dụ: VN, US',
  language: 'Ngôn ngữ (locale)',
  disabled: 'Vô hiệu hóa',
  controlled: 'Có kiểm soát (value + onChange)',
  unstyled: 'Không có kiểu (không dùng telfield/style.css)',
  hideLabel: 'Ẩn nhãn',
  builtInError: 'Thông báo lỗi tích hợp sẵn',
  live: 'Thành phần',
  payload: 'onChange nhận được gì',
  code: 'Mã',
  copyCode: 'Sao chép mã',
  copied: 'Đã sao chép',
  reference: 'Tài liệu tham khảo',
};
