// The app shell's words in Urdu (APP_WORDS in app-messages.ts loads it when the language is in use).
import type { AppMessages } from '../app-messages';

export const words: AppMessages = {
  appName: 'Telfield',
  tagline: 'فون نمبر، آپ کے اپنے آلے پر جانچے گئے',
  navigation: 'مرکزی',
  check: 'نمبر جانچیں',
  cleanList: 'فہرست صاف کریں',
  useIt: 'اپنی ایپ میں استعمال کریں',
  updateReady: 'Telfield کا نیا ورژن تیار ہے۔',
  reload: 'دوبارہ لوڈ کریں',
  loading: 'لوڈ ہو رہا ہے…',
  language: 'زبان',
  skipToContent: 'مواد پر جائیں',
  notFound: 'یہ صفحہ موجود نہیں ہے۔',
  backHome: 'جانچ کی اسکرین پر واپس جائیں',
};
