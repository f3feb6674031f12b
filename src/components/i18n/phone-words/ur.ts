// The phone field's words in Urdu (see phone-words.ts): loaded for the field when its language is in use.
import type { FirstPaintKey, FirstPaintWords } from '../first-paint-words';
import type { PhoneMessages } from '../phone-messages';
import type { CountryPickerLabels } from '../../../react/country-picker/country-picker-labels';
import { count, plural } from '../../../intl/plural';

const locale = 'ur';
const digits = (n: number) => plural(locale, n, { one: '# ہندسہ', other: '# ہندسے' });

// A country's name leads the sentence ("پاکستان: …"), so it needs no case ending; a calling code is isolated left to right.
export const messages: Omit<PhoneMessages, FirstPaintKey> = {
  extension: 'ایکسٹینشن',
  countryChanged: (country) => `ملک تبدیل ہو گیا: ${country}`,
  pasteTruncated: (limit, dropped) =>
    `${plural(locale, limit, {
      one: 'صرف پہلا # حرف پیسٹ ہوا',
      other: 'صرف پہلے # حروف پیسٹ ہوئے',
    })}؛ ${plural(locale, dropped, {
      one: 'مزید # حرف چھوڑ دیا گیا',
      other: 'مزید # حروف چھوڑ دیے گئے',
    })}۔`,
  nothingToPaste: 'پیسٹ کیے گئے متن میں کوئی فون نمبر نہیں ملا۔',
  didYouMean: 'کیا آپ کا مطلب ان میں سے کسی ملک کا نمبر تھا:',
  pastedNumbers: 'پیسٹ کیے گئے متن میں نمبر:',
  moreCountries: (n) => plural(locale, n, { one: 'مزید # ملک', other: 'مزید # ممالک' }),
  required: 'فون نمبر درج کریں۔',
  tooShort: (where, missing) =>
    missing === undefined
      ? `${where}: نمبر بہت مختصر ہے۔`
      : missing.max === undefined
        ? `${where}: نمبر بہت مختصر ہے؛ ${plural(locale, missing.min, {
            one: 'کم از کم # مزید ہندسہ درکار ہے',
            other: 'کم از کم # مزید ہندسے درکار ہیں',
          })}۔`
        : missing.min === missing.max
          ? `${where}: نمبر بہت مختصر ہے؛ ${plural(locale, missing.min, {
              one: '# مزید ہندسہ درکار ہے',
              other: '# مزید ہندسے درکار ہیں',
            })}۔`
          : `${where}: نمبر بہت مختصر ہے؛ ${count(locale, missing.min)} سے ${count(locale, missing.max)} مزید ہندسے درکار ہیں۔`,
  tooLong: (where, extra) =>
    extra === undefined
      ? `${where}: نمبر بہت طویل ہے۔`
      : `${where}: نمبر بہت طویل ہے؛ ${plural(locale, extra, {
          one: '# ہندسہ زیادہ ہے',
          other: '# ہندسے زیادہ ہیں',
        })}۔`,
  invalidLength: (where) => `${where}: اس لمبائی کے نمبر استعمال نہیں ہوتے۔`,
  notAccepted: (where) => `${where}: اس ملک کے نمبر یہاں قبول نہیں کیے جاتے۔`,
  extensionTooLong: (limit) => `ایکسٹینشن بہت لمبی ہے: زیادہ سے زیادہ ${digits(limit)}۔`,
  unknownCallingCode: (code) => `کوئی ملک کالنگ کوڈ \u2066+${code}\u2069 استعمال نہیں کرتا۔`,
  notANumber: 'یہ فون نمبر نہیں ہے۔',
  invalid: (where) => `${where}: یہ درست نمبر نہیں ہے۔`,
  addAreaCode: (where) => `${where}: یہ مقامی نمبر ہے، ایریا کوڈ شامل کریں۔`,
};

export const labels: Omit<CountryPickerLabels, FirstPaintKey> = {
  search: 'ممالک تلاش کریں',
  list: 'ممالک',
  noMatches: 'کوئی ملک نہیں ملا',
  matchCount: (n) => plural(locale, n, { one: '# ملک', other: '# ممالک' }),
  preferredGroup: 'تجویز کردہ ممالک',
  allGroup: 'تمام ممالک',
};

// What the field shows before its engine has loaded (first-paint-words.ts).
export const firstPaint: FirstPaintWords = {
  phoneNumber: 'فون نمبر',
  selector: 'ملک',
  international: 'بین الاقوامی',
};
