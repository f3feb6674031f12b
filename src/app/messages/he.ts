// The app shell's words in Hebrew (APP_WORDS in app-messages.ts loads it when the language is in use).
import type { AppMessages } from '../app-messages';

export const words: AppMessages = {
  appName: 'Telfield',
  tagline: 'מספרי טלפון, נבדקים על המכשיר שלך',
  navigation: 'ראשי',
  check: 'בדיקת מספר',
  cleanList: 'ניקוי רשימה',
  useIt: 'שילוב באפליקציה שלך',
  updateReady: 'גרסה חדשה של Telfield מוכנה.',
  reload: 'טעינה מחדש',
  loading: 'בטעינה…',
  language: 'שפה',
  skipToContent: 'דילוג לתוכן',
  notFound: 'הדף הזה לא קיים.',
  backHome: 'חזרה למסך הבדיקה',
};
