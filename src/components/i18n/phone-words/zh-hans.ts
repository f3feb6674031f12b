// The phone field's words in Simplified Chinese (see phone-words.ts): loaded for the field when its language is in use.
import type { FirstPaintKey, FirstPaintWords } from '../first-paint-words';
import type { PhoneMessages } from '../phone-messages';
import type { CountryPickerLabels } from '../../../react/country-picker/country-picker-labels';
import { count, plural } from '../../../intl/plural';

// Chinese has one plural form (other). A country's name comes in bare, so it leads the sentence: "德国：…".
const locale = 'zh-Hans';
const digits = (n: number) => plural(locale, n, { other: '# 位数字' });

export const messages: Omit<PhoneMessages, FirstPaintKey> = {
  extension: '分机号',
  countryChanged: (country) => `国家/地区已更改为：${country}`,
  pasteTruncated: (limit, dropped) =>
    `${plural(locale, limit, { other: '仅粘贴了前 # 个字符' })}，${plural(locale, dropped, { other: '其余 # 个字符已省略' })}。`,
  nothingToPaste: '粘贴的文本中未找到电话号码。',
  didYouMean: '您是否指的是以下国家/地区的号码：',
  pastedNumbers: '粘贴文本中的号码：',
  moreCountries: (n) => plural(locale, n, { other: '还有 # 个' }),
  required: '请输入电话号码。',
  tooShort: (where, missing) =>
    missing === undefined
      ? `${where}：号码太短。`
      : missing.max === undefined
        ? `${where}：号码太短，至少还需要 ${digits(missing.min)}。`
        : missing.min === missing.max
          ? `${where}：号码太短，还需要 ${digits(missing.min)}。`
          : `${where}：号码太短，还需要 ${count(locale, missing.min)} 到 ${digits(missing.max)}。`,
  tooLong: (where, extra) =>
    extra === undefined ? `${where}：号码太长。` : `${where}：号码太长，多了 ${digits(extra)}。`,
  invalidLength: (where) => `${where}：不使用此长度的号码。`,
  notAccepted: (where) => `${where}：此处不接受该号码。`,
  extensionTooLong: (limit) => `分机号太长：最多 ${digits(limit)}。`,
  unknownCallingCode: (code) => `没有国家/地区使用国际区号 +${code}。`,
  notANumber: '这不是电话号码。',
  invalid: (where) => `${where}：不是有效号码。`,
  addAreaCode: (where) => `${where}：这是本地号码，请加上区号。`,
};

export const labels: Omit<CountryPickerLabels, FirstPaintKey> = {
  search: '搜索国家/地区',
  list: '国家/地区',
  noMatches: '没有匹配的国家/地区',
  matchCount: (n) => plural(locale, n, { other: '# 个国家/地区' }),
  preferredGroup: '推荐的国家/地区',
  allGroup: '所有国家/地区',
};

// What the field shows before its engine has loaded (first-paint-words.ts).
export const firstPaint: FirstPaintWords = {
  phoneNumber: '电话号码',
  selector: '国家/地区',
  international: '国际',
};
