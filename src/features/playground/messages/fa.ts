// The playground's words in Persian (PLAYGROUND_WORDS in playground-messages.ts loads it when the language is in use).
import type { PlaygroundMessages } from '../playground-messages';

export const words: PlaygroundMessages = {
  title: 'استفاده در برنامهٔ شما',
  intro:
    'npm install telfield — ویژگی‌ها (props) را اینجا امتحان کنید، ببینید onChange چه دریافت می‌کند و کد را کپی کنید.',
  controls: 'ویژگی‌ها (props)',
  country: 'کشور پیش‌فرض',
  noCountry: 'هیچ (بین‌المللی)',
  preferred: 'کشورهای ترجیحی',
  preferredHint: 'کدهای ISO، مثلاً IR, AF',
  language: 'زبان',
  disabled: 'غیرفعال',
  controlled: 'کنترل‌شده (value + onChange)',
  unstyled: 'بدون سبک (بدون telfield/style.css)',
  hideLabel: 'پنهان کردن برچسب',
  builtInError: 'پیام خطای پیش‌ساخته',
  live: 'مؤلفه',
  payload: 'آنچه onChange دریافت می‌کند',
  code: 'کد',
  copyCode: 'کپی کد',
  copied: 'کپی شد',
  reference: 'مرجع',
};
