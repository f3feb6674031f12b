// The phone field's words in Japanese (see phone-words.ts): loaded for the field when its language is in use.
import type { FirstPaintKey, FirstPaintWords } from '../first-paint-words';
import type { PhoneMessages } from '../phone-messages';
import type { CountryPickerLabels } from '../../../react/country-picker/country-picker-labels';
import { count, plural } from '../../../intl/plural';

// Japanese has one plural form (other). A country's name comes in bare, so it leads the sentence: "日本：…".
const locale = 'ja';
const digits = (n: number) => plural(locale, n, { other: '#桁' });

export const messages: Omit<PhoneMessages, FirstPaintKey> = {
  extension: '内線',
  countryChanged: (country) => `国を変更しました：${country}`,
  pasteTruncated: (limit, dropped) =>
    `${plural(locale, limit, { other: '先頭の#文字' })}だけを貼り付けました。${plural(locale, dropped, { other: '残りの#文字' })}は省略されました。`,
  nothingToPaste: '貼り付けたテキストに電話番号が見つかりませんでした。',
  didYouMean: '次の国の番号ではありませんか：',
  pastedNumbers: '貼り付けたテキスト内の番号：',
  moreCountries: (n) => plural(locale, n, { other: 'ほか#か国' }),
  required: '電話番号を入力してください。',
  tooShort: (where, missing) =>
    missing === undefined
      ? `${where}：番号が短すぎます。`
      : missing.max === undefined
        ? `${where}：番号が短すぎます。あと${digits(missing.min)}以上必要です。`
        : missing.min === missing.max
          ? `${where}：番号が短すぎます。あと${digits(missing.min)}必要です。`
          : `${where}：番号が短すぎます。あと${count(locale, missing.min)}〜${digits(missing.max)}必要です。`,
  tooLong: (where, extra) =>
    extra === undefined
      ? `${where}：番号が長すぎます。`
      : `${where}：番号が長すぎます。${digits(extra)}多すぎます。`,
  invalidLength: (where) => `${where}：この桁数の番号は使われていません。`,
  notAccepted: (where) => `${where}：この番号はここでは使用できません。`,
  extensionTooLong: (limit) => `内線番号が長すぎます（最大${digits(limit)}）。`,
  unknownCallingCode: (code) => `国番号 +${code} を使用している国はありません。`,
  notANumber: 'これは電話番号ではありません。',
  invalid: (where) => `${where}：有効な番号ではありません。`,
  addAreaCode: (where) => `${where}：市内局番だけの番号です。市外局番を付けてください。`,
};

export const labels: Omit<CountryPickerLabels, FirstPaintKey> = {
  search: '国を検索',
  list: '国',
  noMatches: '一致する国がありません',
  matchCount: (n) => plural(locale, n, { other: '#か国' }),
  preferredGroup: 'おすすめの国',
  allGroup: 'すべての国',
};

// What the field shows before its engine has loaded (first-paint-words.ts).
export const firstPaint: FirstPaintWords = {
  phoneNumber: '電話番号',
  selector: '国',
  international: '国際',
};
