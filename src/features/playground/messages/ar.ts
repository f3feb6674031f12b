// The playground's words in Arabic (PLAYGROUND_WORDS in playground-messages.ts loads it when the language is in use).
import type { PlaygroundMessages } from '../playground-messages';

export const words: PlaygroundMessages = {
  title: 'استخدمه في تطبيقك',
  intro: 'npm install telfield — جرّب الخصائص، وشاهد ما يتلقاه onChange، وانسخ الشيفرة.',
  controls: 'الخصائص',
  country: 'البلد الافتراضي',
  noCountry: 'لا شيء (دولي)',
  preferred: 'البلدان المفضلة',
  preferredHint: 'رموز ISO، مثل AE, SA',
  language: 'اللغة',
  disabled: 'معطّل',
  controlled: 'متحكَّم به (value + onChange)',
  unstyled: 'بلا تنسيق (بدون telfield/style.css)',
  hideLabel: 'إخفاء التسمية',
  builtInError: 'رسالة الخطأ المدمجة',
  live: 'المكوّن',
  payload: 'ما يتلقاه onChange',
  code: 'الشيفرة',
  copyCode: 'نسخ الشيفرة',
  copied: 'تم النسخ',
  reference: 'المرجع',
};
