// The app shell's words in Persian (APP_WORDS in app-messages.ts loads it when the language is in use).
import type { AppMessages } from '../app-messages';

export const words: AppMessages = {
  appName: 'Telfield',
  tagline: 'شماره‌های تلفن، بررسی‌شده روی دستگاه خودتان',
  navigation: 'اصلی',
  check: 'بررسی شماره',
  cleanList: 'پاک‌سازی فهرست',
  useIt: 'استفاده در برنامهٔ شما',
  updateReady: 'نسخهٔ جدیدی از Telfield آماده است.',
  reload: 'بارگذاری دوباره',
  loading: 'در حال بارگذاری…',
  language: 'زبان',
  skipToContent: 'رفتن به محتوا',
  notFound: 'این صفحه وجود ندارد.',
  backHome: 'بازگشت به صفحهٔ بررسی',
};
