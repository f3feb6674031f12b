// The phone field's words in Traditional Chinese (see phone-words.ts): loaded for the field when its language is in use.
import type { FirstPaintKey, FirstPaintWords } from '../first-paint-words';
import type { PhoneMessages } from '../phone-messages';
import type { CountryPickerLabels } from '../../../react/country-picker/country-picker-labels';
import { count, plural } from '../../../intl/plural';

// Chinese has one plural form (other). A country's name comes in bare, so it leads the sentence: "德國：…".
const locale = 'zh-Hant';
const digits = (n: number) => plural(locale, n, { other: '# 位數字' });

export const messages: Omit<PhoneMessages, FirstPaintKey> = {
  extension: '分機',
  countryChanged: (country) => `國家/地區已變更為：${country}`,
  pasteTruncated: (limit, dropped) =>
    `${plural(locale, limit, { other: '只貼上了前 # 個字元' })}，${plural(locale, dropped, { other: '其餘 # 個字元已省略' })}。`,
  nothingToPaste: '貼上的文字中找不到電話號碼。',
  didYouMean: '您指的是否為以下國家/地區的號碼：',
  pastedNumbers: '貼上文字中的號碼：',
  moreCountries: (n) => plural(locale, n, { other: '還有 # 個' }),
  required: '請輸入電話號碼。',
  tooShort: (where, missing) =>
    missing === undefined
      ? `${where}：號碼太短。`
      : missing.max === undefined
        ? `${where}：號碼太短，至少還需要 ${digits(missing.min)}。`
        : missing.min === missing.max
          ? `${where}：號碼太短，還需要 ${digits(missing.min)}。`
          : `${where}：號碼太短，還需要 ${count(locale, missing.min)} 到 ${digits(missing.max)}。`,
  tooLong: (where, extra) =>
    extra === undefined ? `${where}：號碼太長。` : `${where}：號碼太長，多了 ${digits(extra)}。`,
  invalidLength: (where) => `${where}：沒有這種長度的號碼。`,
  notAccepted: (where) => `${where}：此處不接受這個號碼。`,
  extensionTooLong: (limit) => `分機號碼太長：最多 ${digits(limit)}。`,
  unknownCallingCode: (code) => `沒有任何國家/地區使用國碼 +${code}。`,
  notANumber: '這不是電話號碼。',
  invalid: (where) => `${where}：不是有效的號碼。`,
  addAreaCode: (where) => `${where}：這是本地號碼，請加上區碼。`,
};

export const labels: Omit<CountryPickerLabels, FirstPaintKey> = {
  search: '搜尋國家/地區',
  list: '國家/地區',
  noMatches: '沒有相符的國家/地區',
  matchCount: (n) => plural(locale, n, { other: '# 個國家/地區' }),
  preferredGroup: '建議的國家/地區',
  allGroup: '所有國家/地區',
};

// What the field shows before its engine has loaded (first-paint-words.ts).
export const firstPaint: FirstPaintWords = {
  phoneNumber: '電話號碼',
  selector: '國家/地區',
  international: '國際',
};
