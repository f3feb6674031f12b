// The Check screen's words in Arabic (CHECK_WORDS in check-messages.ts loads it when the language is in use).
import { types } from '../../../components/i18n/number-types/ar';
import type { CheckMessages } from '../check-messages';

export const words: CheckMessages = {
  title: 'التحقق من رقم هاتف',
  intro: 'اكتب رقمًا أو الصقه بأي تنسيق. يتم تنسيقه أثناء الكتابة والتحقق منه وفق قواعد بلده.',
  result: 'النتيجة',
  empty: 'أدخل رقمًا للتحقق منه.',
  valid: 'رقم صالح',
  invalid: 'غير صالح بعد',
  notValid: 'غير صالح',
  lengthOnly: 'تم التحقق من الطول؛ لا تزال القواعد الكاملة قيد التحميل.',
  country: 'البلد',
  international: 'دولي (بلا بلد)',
  type: 'النوع',
  typeUnknown: 'غير معروف',
  types,
  e164: 'E.164',
  internationalForm: 'دولي',
  nationalForm: 'محلي',
  rfc3966: 'عنوان tel:',
  extension: 'الرقم الداخلي',
  copy: (what) => `نسخ ${what}`,
  copied: (what) => `تم نسخ ${what}`,
  call: (number) => `اتصل بالرقم ${number}`,
  privacy: 'لا يغادر أي شيء تكتبه هذا المتصفح: لا خادم ولا تتبع ولا استعلام.',
  checkAll: 'تحقق منها كلها في «تنظيف قائمة»',
};
