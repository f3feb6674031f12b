// The Check screen's words in Urdu (CHECK_WORDS in check-messages.ts loads it when the language is in use).
import { types } from '../../../components/i18n/number-types/ur';
import type { CheckMessages } from '../check-messages';

export const words: CheckMessages = {
  title: 'فون نمبر جانچیں',
  intro:
    'کسی بھی فارمیٹ میں نمبر ٹائپ یا پیسٹ کریں۔ ٹائپ کرتے وقت اسے فارمیٹ کیا جاتا ہے اور اس کے ملک کے قواعد کے مطابق جانچا جاتا ہے۔',
  result: 'نتیجہ',
  empty: 'جانچنے کے لیے نمبر درج کریں۔',
  valid: 'درست نمبر',
  invalid: 'ابھی درست نہیں',
  notValid: 'درست نہیں',
  lengthOnly: 'لمبائی جانچ لی گئی؛ مکمل قواعد ابھی لوڈ ہو رہے ہیں۔',
  country: 'ملک',
  international: 'بین الاقوامی (کوئی ملک نہیں)',
  type: 'قسم',
  typeUnknown: 'نامعلوم',
  types,
  e164: 'E.164',
  internationalForm: 'بین الاقوامی',
  nationalForm: 'قومی',
  rfc3966: 'tel: URI',
  extension: 'ایکسٹینشن',
  copy: (what) => `${what} کاپی کریں`,
  copied: (what) => `${what} کاپی ہو گیا`,
  call: (number) => `${number} پر کال کریں`,
  privacy: 'آپ جو کچھ ٹائپ کرتے ہیں وہ اس براؤزر سے باہر نہیں جاتا: نہ کوئی سرور، نہ ٹریکنگ، نہ کوئی تلاش۔',
  checkAll: '"فہرست صاف کریں" میں سب کو جانچیں',
};
