// The playground's words in Hebrew (PLAYGROUND_WORDS in playground-messages.ts loads it when the language is in use).
import type { PlaygroundMessages } from '../playground-messages';

export const words: PlaygroundMessages = {
  title: 'שילוב באפליקציה שלך',
  intro: 'npm install telfield — אפשר לנסות כאן את ה-props, לראות מה onChange מקבל ולהעתיק את הקוד.',
  controls: 'מאפיינים (props)',
  country: 'מדינת ברירת מחדל',
  noCountry: 'ללא (בינלאומי)',
  preferred: 'מדינות מועדפות',
  preferredHint: 'קודי ISO, למשל IL, US',
  language: 'שפה',
  disabled: 'מושבת',
  controlled: 'מבוקר (value + onChange)',
  unstyled: 'ללא עיצוב (בלי telfield/style.css)',
  hideLabel: 'הסתרת התווית',
  builtInError: 'הודעת שגיאה מובנית',
  live: 'הרכיב',
  payload: 'מה onChange מקבל',
  code: 'הקוד',
  copyCode: 'העתקת הקוד',
  copied: 'הועתק',
  reference: 'תיעוד',
};
