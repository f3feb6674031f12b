// The Check screen's words in Japanese (CHECK_WORDS in check-messages.ts loads it when the language is in use).
import { types } from '../../../components/i18n/number-types/ja';
import type { CheckMessages } from '../check-messages';

export const words: CheckMessages = {
  title: '電話番号をチェック',
  intro:
    '番号を任意の形式で入力するか、貼り付けてください。入力に合わせて書式が整えられ、その国のルールに基づいてチェックされます。',
  result: '結果',
  empty: 'チェックする番号を入力してください。',
  valid: '有効な番号',
  invalid: 'まだ有効ではありません',
  notValid: '無効',
  lengthOnly: '桁数をチェックしました。完全なルールはまだ読み込み中です。',
  country: '国',
  international: '国際番号（国の指定なし）',
  type: '種類',
  typeUnknown: '不明',
  types,
  e164: 'E.164',
  internationalForm: '国際形式',
  nationalForm: '国内形式',
  rfc3966: 'tel: URI',
  extension: '内線',
  copy: (what) => `${what}をコピー`,
  copied: (what) => `${what}をコピーしました`,
  call: (number) => `${number}に発信`,
  privacy:
    '入力した内容がこのブラウザーの外に送られることはありません。サーバーも、トラッキングも、外部への照会もありません。',
  checkAll: '「リストを整理」ですべてチェック',
};
