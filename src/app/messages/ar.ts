// The app shell's words in Arabic (APP_WORDS in app-messages.ts loads it when the language is in use).
import type { AppMessages } from '../app-messages';

export const words: AppMessages = {
  appName: 'Telfield',
  tagline: 'أرقام هواتف يتم التحقق منها على جهازك',
  navigation: 'الرئيسية',
  check: 'التحقق من رقم',
  cleanList: 'تنظيف قائمة',
  useIt: 'استخدمه في تطبيقك',
  updateReady: 'إصدار جديد من Telfield جاهز.',
  reload: 'إعادة التحميل',
  loading: 'جارٍ التحميل…',
  language: 'اللغة',
  skipToContent: 'انتقل إلى المحتوى',
  notFound: 'هذه الصفحة غير موجودة.',
  backHome: 'العودة إلى صفحة التحقق',
};
