// The Check screen's words in Persian (CHECK_WORDS in check-messages.ts loads it when the language is in use).
import { types } from '../../../components/i18n/number-types/fa';
import type { CheckMessages } from '../check-messages';

export const words: CheckMessages = {
  title: 'بررسی شمارهٔ تلفن',
  intro:
    'شماره‌ای را با هر قالبی تایپ یا جای‌گذاری کنید. شماره هنگام تایپ قالب‌بندی و طبق قواعد کشورش بررسی می‌شود.',
  result: 'نتیجه',
  empty: 'برای بررسی، شماره‌ای وارد کنید.',
  valid: 'شمارهٔ معتبر',
  invalid: 'هنوز معتبر نیست',
  notValid: 'نامعتبر',
  lengthOnly: 'طول بررسی شد؛ قواعد کامل هنوز در حال بارگذاری است.',
  country: 'کشور',
  international: 'بین‌المللی (بدون کشور)',
  type: 'نوع',
  typeUnknown: 'نامشخص',
  types,
  e164: 'E.164',
  internationalForm: 'بین‌المللی',
  nationalForm: 'ملی',
  rfc3966: 'نشانی tel:',
  extension: 'شمارهٔ داخلی',
  copy: (what) => `کپی ${what}`,
  copied: (what) => `${what} کپی شد`,
  call: (number) => `تماس با ${number}`,
  privacy: 'هیچ چیزی که تایپ می‌کنید از این مرورگر خارج نمی‌شود: نه سروری هست، نه ردیابی‌ای، نه استعلامی.',
  checkAll: 'بررسی همه در «پاک‌سازی فهرست»',
};
