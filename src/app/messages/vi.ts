// The app shell's words in Vietnamese (APP_WORDS in app-messages.ts loads it when the language is in use).
import type { AppMessages } from '../app-messages';

export const words: AppMessages = {
  appName: 'Telfield',
  tagline: 'Số điện thoại, được kiểm tra ngay trên thiết bị của bạn',
  navigation: 'Chính',
  check: 'Kiểm tra số',
  cleanList: 'Làm sạch danh sách',
  useIt: 'Dùng trong ứng dụng của bạn',
  updateReady: 'Đã có phiên bản mới của Telfield.',
  reload: 'Tải lại',
  loading: 'Đang tải…',
  language: 'Ngôn ngữ',
  skipToContent: 'Chuyển đến nội dung',
  notFound: 'Trang này không tồn tại.',
  backHome: 'Quay lại màn hình Kiểm tra',
};
