// The phone field's words in Arabic (see phone-words.ts): loaded for the field when its language is in use.
import type { FirstPaintKey, FirstPaintWords } from '../first-paint-words';
import type { PhoneMessages } from '../phone-messages';
import type { CountryPickerLabels } from '../../../react/country-picker/country-picker-labels';

// Arabic counts are given as "label: n" so that no plural form is guessed wrong.
export const messages: Omit<PhoneMessages, FirstPaintKey> = {
  extension: 'الرقم الداخلي',
  countryChanged: (country) => `تم تغيير البلد إلى ${country}`,
  pasteTruncated: (limit, dropped) => `تم لصق أول ${limit} حرفًا فقط؛ عدد الأحرف المحذوفة: ${dropped}.`,
  nothingToPaste: 'لم يتم العثور على رقم هاتف في النص الملصق.',
  didYouMean: 'هل تقصد رقمًا في:',
  pastedNumbers: 'الأرقام في النص الملصق:',
  moreCountries: (count) => `${count} أخرى`,
  required: 'أدخل رقم هاتف.',
  tooShort: (where, missing) =>
    missing === undefined
      ? `الرقم قصير جدًا بالنسبة إلى ${where}.`
      : missing.max === undefined
        ? `الرقم قصير جدًا بالنسبة إلى ${where}. عدد الأرقام الناقصة: ${missing.min} على الأقل.`
        : missing.min === missing.max
          ? `الرقم قصير جدًا بالنسبة إلى ${where}. عدد الأرقام الناقصة: ${missing.min}.`
          : `الرقم قصير جدًا بالنسبة إلى ${where}. عدد الأرقام الناقصة: من ${missing.min} إلى ${missing.max}.`,
  tooLong: (where, extra) =>
    extra === undefined
      ? `الرقم طويل جدًا بالنسبة إلى ${where}.`
      : `الرقم طويل جدًا بالنسبة إلى ${where}. عدد الأرقام الزائدة: ${extra}.`,
  invalidLength: (where) => `هذا الطول غير مستخدم في ${where}.`,
  notAccepted: (where) => `لا يُقبل هنا رقم في ${where}.`,
  extensionTooLong: (limit) => `الرقم الداخلي طويل جدًا: ${limit} أرقام على الأكثر.`,
  unknownCallingCode: (code) => `لا يوجد بلد يستخدم رمز الاتصال +${code}.`,
  notANumber: 'هذا ليس رقم هاتف.',
  invalid: (where) => `ليس رقمًا صالحًا في ${where}.`,
  addAreaCode: (where) => `أضف رمز المنطقة: هذا رقم محلي في ${where}.`,
};

export const labels: Omit<CountryPickerLabels, FirstPaintKey> = {
  search: 'البحث عن بلد',
  list: 'البلدان',
  noMatches: 'لا يوجد بلد مطابق',
  matchCount: (count) => `عدد البلدان: ${count}`,
  preferredGroup: 'بلدان مقترحة',
  allGroup: 'كل البلدان',
};

// What the field shows before its engine has loaded (first-paint-words.ts).
export const firstPaint: FirstPaintWords = {
  phoneNumber: 'رقم الهاتف',
  selector: 'البلد',
  international: 'دولي',
};
