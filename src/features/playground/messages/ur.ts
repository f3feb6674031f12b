// The playground's words in Urdu (PLAYGROUND_WORDS in playground-messages.ts loads it when the language is in use).
import type { PlaygroundMessages } from '../playground-messages';

export const words: PlaygroundMessages = {
  title: 'اپنی ایپ میں استعمال کریں',
  intro: 'npm install telfield — یہاں props آزمائیں، دیکھیں کہ onChange کو کیا ملتا ہے، اور کوڈ کاپی کریں۔',
  controls: 'Props',
  country: 'طے شدہ ملک',
  noCountry: 'کوئی نہیں (بین الاقوامی)',
  preferred: 'ترجیحی ممالک',
  preferredHint: 'ISO کوڈز، مثلاً PK, IN',
  language: 'زبان',
  disabled: 'غیر فعال',
  controlled: 'کنٹرولڈ (value + onChange)',
  unstyled: 'بغیر اسٹائل (telfield/style.css کے بغیر)',
  hideLabel: 'لیبل چھپائیں',
  builtInError: 'بلٹ اِن خرابی کا پیغام',
  live: 'کمپونینٹ',
  payload: 'onChange کو کیا ملتا ہے',
  code: 'کوڈ',
  copyCode: 'کوڈ کاپی کریں',
  copied: 'کاپی ہو گیا',
  reference: 'حوالہ',
};
