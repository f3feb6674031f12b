// The phone field's words in Hebrew (see phone-words.ts): loaded for the field when its language is in use.
import type { FirstPaintKey, FirstPaintWords } from '../first-paint-words';
import type { PhoneMessages } from '../phone-messages';
import type { CountryPickerLabels } from '../../../react/country-picker/country-picker-labels';
import { count, plural } from '../../../intl/plural';

const locale = 'he';
const digits = (n: number) => plural(locale, n, { one: 'ספרה אחת', two: 'שתי ספרות', other: '# ספרות' });

// A country's name comes in bare, so it leads the sentence: "ישראל: …". A calling code is isolated left to right.
export const messages: Omit<PhoneMessages, FirstPaintKey> = {
  extension: 'שלוחה',
  countryChanged: (country) => `המדינה שונתה: ${country}`,
  pasteTruncated: (limit, dropped) =>
    `${plural(locale, limit, {
      one: 'רק התו הראשון הודבק',
      two: 'רק שני התווים הראשונים הודבקו',
      other: 'רק # התווים הראשונים הודבקו',
    })}; ${plural(locale, dropped, {
      one: 'תו אחד נוסף הושמט',
      two: 'שני תווים נוספים הושמטו',
      other: '# תווים נוספים הושמטו',
    })}.`,
  nothingToPaste: 'לא נמצא מספר טלפון בטקסט שהודבק.',
  didYouMean: 'אולי התכוונת למספר במדינה אחרת:',
  pastedNumbers: 'מספרים בטקסט שהודבק:',
  moreCountries: (n) =>
    plural(locale, n, { one: 'עוד מדינה אחת', two: 'עוד שתי מדינות', other: 'עוד # מדינות' }),
  required: 'יש להזין מספר טלפון.',
  tooShort: (where, missing) =>
    missing === undefined
      ? `${where}: המספר קצר מדי.`
      : missing.max === undefined
        ? `${where}: המספר קצר מדי; ${plural(locale, missing.min, {
            one: 'חסרה לפחות ספרה אחת',
            two: 'חסרות לפחות שתי ספרות',
            other: 'חסרות לפחות # ספרות',
          })}.`
        : missing.min === missing.max
          ? `${where}: המספר קצר מדי; ${plural(locale, missing.min, {
              one: 'חסרה ספרה אחת',
              two: 'חסרות שתי ספרות',
              other: 'חסרות # ספרות',
            })}.`
          : `${where}: המספר קצר מדי; חסרות ${count(locale, missing.min)} עד ${count(locale, missing.max)} ספרות.`,
  tooLong: (where, extra) =>
    extra === undefined
      ? `${where}: המספר ארוך מדי.`
      : `${where}: המספר ארוך מדי; ${plural(locale, extra, {
          one: 'ספרה אחת מיותרת',
          two: 'שתי ספרות מיותרות',
          other: '# ספרות מיותרות',
        })}.`,
  invalidLength: (where) => `${where}: אין מספרים באורך הזה.`,
  notAccepted: (where) => `${where}: מספרים מהמדינה הזו אינם מתקבלים כאן.`,
  extensionTooLong: (limit) => `השלוחה ארוכה מדי: לכל היותר ${digits(limit)}.`,
  unknownCallingCode: (code) => `אף מדינה לא משתמשת בקידומת \u2066+${code}\u2069.`,
  notANumber: 'זה לא מספר טלפון.',
  invalid: (where) => `${where}: המספר אינו תקין.`,
  addAreaCode: (where) => `${where}: מספר מקומי, יש להוסיף קידומת אזור.`,
};

export const labels: Omit<CountryPickerLabels, FirstPaintKey> = {
  search: 'חיפוש מדינה',
  list: 'מדינות',
  noMatches: 'לא נמצאה מדינה',
  matchCount: (n) => plural(locale, n, { one: 'מדינה אחת', two: 'שתי מדינות', other: '# מדינות' }),
  preferredGroup: 'מדינות מוצעות',
  allGroup: 'כל המדינות',
};

// What the field shows before its engine has loaded (first-paint-words.ts).
export const firstPaint: FirstPaintWords = {
  phoneNumber: 'מספר טלפון',
  selector: 'מדינה',
  international: 'בינלאומי',
};
