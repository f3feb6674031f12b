// The Check screen's words in Hebrew (CHECK_WORDS in check-messages.ts loads it when the language is in use).
import { types } from '../../../components/i18n/number-types/he';
import type { CheckMessages } from '../check-messages';

export const words: CheckMessages = {
  title: 'בדיקת מספר טלפון',
  intro: 'אפשר להקליד או להדביק מספר בכל פורמט. הוא מעוצב תוך כדי הקלדה ונבדק לפי הכללים של המדינה שלו.',
  result: 'תוצאה',
  empty: 'יש להזין מספר כדי לבדוק אותו.',
  valid: 'מספר תקין',
  invalid: 'עדיין לא תקין',
  notValid: 'לא תקין',
  lengthOnly: 'האורך נבדק; הכללים המלאים עדיין נטענים.',
  country: 'מדינה',
  international: 'בינלאומי (ללא מדינה)',
  type: 'סוג',
  typeUnknown: 'לא ידוע',
  types,
  e164: 'E.164',
  internationalForm: 'בינלאומי',
  nationalForm: 'מקומי',
  rfc3966: 'כתובת tel:',
  extension: 'שלוחה',
  copy: (what) => `העתקת ${what}`,
  copied: (what) => `${what} הועתק`,
  call: (number) => `חיוג אל ${number}`,
  privacy: 'שום דבר ממה שמקלידים לא יוצא מהדפדפן הזה: אין שרת, אין מעקב ואין שאילתות חיצוניות.',
  checkAll: 'בדיקת כולם במסך "ניקוי רשימה"',
};
