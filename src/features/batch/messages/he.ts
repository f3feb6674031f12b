// The list cleaner's words in Hebrew (BATCH_WORDS in batch-words.ts loads it when the language is in use).
import { count, percent, plural, pluralList, seconds } from '../../../intl/plural';
import { types } from '../../../components/i18n/number-types/he';
import type { BatchMessages } from './batch-messages';

const locale = 'he';
const rows = (n: number) => plural(locale, n, { one: 'שורה אחת', two: 'שתי שורות', other: '# שורות' });
// "(וכך גם ב…)": the preposition joins the count, so it is part of each form.
const inMoreRows = (n: number) =>
  plural(locale, n, { one: 'בשורה נוספת אחת', two: 'בשתי שורות נוספות', other: 'ב-# שורות נוספות' });

// Example codes (+972, ="+44…") are isolated left to right (U+2066 … U+2069) inside the right-to-left text.
export const he: BatchMessages = {
  steps: ['טעינה', 'עמודות', 'ניקוי', 'ייצוא'],
  title: 'ניקוי רשימה',
  intro:
    'אפשר לגרור לכאן קובץ CSV, TSV או Excel (.xlsx), או להדביק מספרים. הכול רץ במחשב הזה, ושום דבר לא מועלה.',
  file: 'קובץ',
  dropHere: 'אפשר לגרור לכאן קובץ CSV, TSV או Excel (.xlsx), או לבחור קובץ',
  paste: 'הדבקת מספרים',
  usePasted: 'שימוש בטקסט שהודבק',
  preview: (n) => `השורות הראשונות (מתוך ${rows(n)})`,
  hasHeader: 'השורה הראשונה היא כותרת',
  phoneColumn: 'עמודות טלפון',
  pickedColumns: (n) =>
    plural(locale, n, { one: 'עמודת טלפון אחת', two: 'שתי עמודות טלפון', other: '# עמודות טלפון' }),
  column: (n) => `עמודה ${count(locale, n)}`,
  defaultCountry: 'מדינה למספרים ללא +',
  start: 'התחלה',
  cancel: 'ביטול',
  progress: 'התקדמות',
  progressText: (done, total, perSecond, secondsLeft) =>
    `${count(locale, done)} מתוך ${rows(total)}, ${plural(locale, Math.round(perSecond), {
      one: 'שורה אחת לשנייה',
      two: 'שתי שורות לשנייה',
      other: '# שורות לשנייה',
    })}${
      secondsLeft === undefined
        ? ''
        : `, ${plural(locale, Math.ceil(secondsLeft), {
            one: 'נותרה כשנייה אחת',
            two: 'נותרו כשתי שניות',
            other: 'נותרו כ-# שניות',
          })}`
    }`,
  finished: (n, duration) => `הסתיים: ${rows(n)} ב-${seconds(locale, duration)} שניות.`,
  cancelled: 'הופסק. שום דבר לא שונה.',
  problems: {
    empty: 'הקובץ או הטקסט ריקים.',
    binary: 'זה לא נראה כמו קובץ טקסט. יש לבחור קובץ CSV, TSV או Excel (.xlsx).',
    'too-large': 'הקובץ גדול מ-100 MB (כחמישה מיליון שורות). יש לפצל אותו לקבצים קטנים יותר.',
    'too-many-columns': `באחת השורות יש יותר מ-${count(locale, 16384)} עמודות (המגבלה של גיליונות אלקטרוניים), ולכן הקובץ לא נקרא. האם זו רשימה עם שורה אחת לכל איש קשר?`,
    'no-rows': 'לרשימה יש שורת כותרת, אבל אין מתחתיה שורות.',
    'no-phone-column': 'אף עמודה אינה מכילה מספרי טלפון.',
    'too-many-rows': 'ברשימה הזו יש יותר מחמישה מיליון שורות (מלבד הכותרת). יש לפצל אותה לקבצים קטנים יותר.',
    unreadable: 'לא ניתן היה לקרוא את הקובץ. ייתכן שהוא הועבר או שונה.',
    worker: 'משהו השתבש בבדיקת המספרים. יש לנסות שוב.',
  },
  reading: (p) => `הקובץ נקרא… ${percent(locale, p)}`,
  readAs: 'קידוד טקסט',
  encoding: (name) => `נקרא בקידוד ${name}.`,
  replacedLines: (...lines) =>
    pluralList(locale, lines, {
      one: 'לראשונה בשורה #.',
      two: 'לראשונה בשורות #.',
      other: 'לראשונה בשורות #.',
    }),
  replaced: (n) =>
    `${plural(locale, n, {
      one: 'תו אחד לא היה קריא בקידוד הזה (קידודים מעורבים?) והוא מוצג כ-�.',
      two: 'שני תווים לא היו קריאים בקידוד הזה (קידודים מעורבים?) והם מוצגים כ-�.',
      other: '# תווים לא היו קריאים בקידוד הזה (קידודים מעורבים?) והם מוצגים כ-�.',
    })} מספרי טלפון אינם מושפעים, אלא אם הם מכילים תווים כאלה.`,
  truncated: (n) =>
    plural(locale, n, {
      one: 'תא טלפון אחד היה ארוך מ-250 תווים; נקראו רק 250 התווים הראשונים שלו.',
      two: 'שני תאי טלפון היו ארוכים מ-250 תווים; מכל אחד מהם נקראו רק 250 התווים הראשונים.',
      other: '# תאי טלפון היו ארוכים מ-250 תווים; מכל אחד מהם נקראו רק 250 התווים הראשונים.',
    }),
  countryColumn: 'עמודת מדינה (IL, ISR, ישראל, \u2066+972\u2069)',
  noCountryColumn: 'ללא',
  moreColumns: (n) =>
    plural(locale, n, {
      one: 'עוד עמודה אחת אינה מוצגת כאן.',
      two: 'עוד שתי עמודות אינן מוצגות כאן.',
      other: 'עוד # עמודות אינן מוצגות כאן.',
    }),
  milestone: (p) => `${percent(locale, p)} הושלמו`,
  reasonNames: {
    'too-short': 'קצר מדי',
    'too-long': 'ארוך מדי',
    'invalid-length': 'אורך שגוי',
    'not-accepted': 'לא מתקבל כאן',
    'extension-too-long': 'שלוחה ארוכה מדי',
    invalid: 'מספר לא תקין',
    'unknown-calling-code': 'קידומת מדינה לא מוכרת',
    'not-a-number': 'אין מספר טלפון בתא',
    'no-country': 'לא ידועה מדינה: בחרו מדינת ברירת מחדל',
    'spreadsheet-float': 'שונה על ידי גיליון אלקטרוני (כתיב מדעי או ‎.0)',
  },
  types,
  chart: 'מספרים תקינים לפי מדינה',
  filtering: 'בסינון…',
  exporting: 'הייצוא בהכנה…',
  copyFailed: 'הדפדפן לא אפשר העתקה.',
  summary: 'סיכום',
  statuses: { valid: 'תקין', invalid: 'לא תקין', empty: 'ריק' },
  reasons: 'סיבות',
  numbers: 'מספרים',
  byType: 'מספרים תקינים לפי סוג',
  topCountries: 'המדינות המובילות',
  filterStatus: 'סטטוס',
  filterCountry: 'מדינה',
  all: 'הכול',
  search: 'חיפוש בתוצאות',
  shown: (n, total) => `מוצגות: ${count(locale, n)} מתוך ${rows(total)}`,
  columns: {
    row: '#',
    original: 'מקור',
    e164: 'E.164',
    international: 'בינלאומי',
    country: 'מדינה',
    type: 'סוג',
    status: 'סטטוס',
    reason: 'סיבה',
  },
  exportXlsx: 'ייצוא לחוברת Excel (.xlsx)',
  tooManyForSpreadsheet: `יותר שורות ממה ש-Excel יכול להכיל (${count(locale, 1048576)}): יש לייצא ל-CSV במקום זאת.`,
  sheet: 'גיליון',
  exportCsv: 'ייצוא ל-CSV',
  validIn: (countries) => `תקין עבור ${countries}`,
  duplicateOf: (row) => `זהה לשורה ${row}`,
  extension: (digits) => `שלוחה ${digits}`,
  loadedFile: (name, size) => `קובץ: ${name} (${size})`,
  readWithoutQuotes: 'קריאת מירכאות כטקסט רגיל',
  unclosedQuote: (row) =>
    `מירכאות שנפתחו בשורה ${count(locale, row)} בקובץ אינן נסגרות, ולכן שאר הקובץ נקרא כתא אחד של השורה הזו. יש לסגור את המירכאות ולטעון את הקובץ שוב, או לקרוא את המירכאות כטקסט רגיל.`,
  quoteInUnquotedCell: (row, more) =>
    `בשורה ${count(locale, row)} יש מירכאות בתוך תא שאינו מוקף במירכאות; התא נקרא כפי שנכתב${more > 0 ? ` (וכך גם ${inMoreRows(more)})` : ''}.`,
  textAfterQuote: (row, more) =>
    `בשורה ${count(locale, row)} מופיע טקסט אחרי מירכאות סוגרות, ולכן המירכאות נקראו כחלק מהתא, שנמשך עד המירכאות הסוגרות הבאות${more > 0 ? ` (וכך גם ${inMoreRows(more)})` : ''}. יש לבדוק את השורה הזו, או לקרוא את הקובץ עם המירכאות כטקסט רגיל.`,
  notUtf8: (byte, row) => `הבייט ${byte} בשורה ${count(locale, row)} אינו UTF-8.`,
  firstUtf8: (row) => `תו ה-UTF-8 הראשון נמצא בשורה ${count(locale, row)}.`,
  filterMark: 'הצגה',
  marks: {
    duplicate: 'כפילויות',
    several: 'כמה מספרים בתא',
    'unknown-country': 'מדינה לא מזוהה',
  },
  exportRows: 'שורות',
  rowsAll: 'כל השורות',
  rowsValid: 'רק מספרים תקינים',
  rowsShown: (n) =>
    plural(locale, n, { one: 'השורה המוצגת', two: 'שתי השורות המוצגות', other: '# השורות המוצגות' }),
  forExcel: 'עבור Excel: שמירת המספרים כטקסט (\u2066="+44…"\u2069)',
  exportHelp:
    'הייצוא שומר על העמודות שלך כפי שהן ומוסיף את <עמודת טלפון>_e164 (בפורמט E.164 בלבד), _country, _type, _status, _reason, _extension, _others ו-_duplicate_of, ולבסוף judged_by (הגרסאות של Telfield ושל libphonenumber-js שבדקו את השורה). תא שגיליון אלקטרוני עלול להריץ כנוסחה (תא שמתחיל בסימן = או @, או בסימן + או - שאחריו יותר ממספר טלפון) מקבל גרש בתחילתו; מספרי טלפון נכתבים כפי שהם.',
  writeBack: 'כתיבת E.164 בעמודות הטלפון',
  layoutLong: 'שורה לכל מספר (למסד נתונים)',
  copyValid: 'העתקת המספרים התקינים, כולל כפילויות',
  copyUnique: 'העתקת המספרים התקינים ללא כפילויות',
  copied: (n) =>
    plural(locale, n, { one: 'מספר אחד הועתק', two: 'שני מספרים הועתקו', other: '# מספרים הועתקו' }),
};
