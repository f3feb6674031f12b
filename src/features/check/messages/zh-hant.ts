// The Check screen's words in Traditional Chinese (CHECK_WORDS in check-messages.ts loads it when the language is in use).
import { types } from '../../../components/i18n/number-types/zh-hant';
import type { CheckMessages } from '../check-messages';

export const words: CheckMessages = {
  title: '檢查電話號碼',
  intro: '以任何格式輸入或貼上號碼。號碼會在輸入時自動格式化，並依其所屬國家/地區的規則進行檢查。',
  result: '結果',
  empty: '輸入號碼即可進行檢查。',
  valid: '有效號碼',
  invalid: '尚未有效',
  notValid: '無效',
  lengthOnly: '已檢查長度；完整規則仍在載入中。',
  country: '國家/地區',
  international: '國際（無國家/地區）',
  type: '類型',
  typeUnknown: '不明',
  types,
  e164: 'E.164',
  internationalForm: '國際格式',
  nationalForm: '國內格式',
  rfc3966: 'tel: URI',
  extension: '分機',
  copy: (what) => `複製 ${what}`,
  copied: (what) => `已複製 ${what}`,
  call: (number) => `撥打 ${number}`,
  privacy: '您輸入的任何內容都不會離開這個瀏覽器：沒有伺服器、沒有追蹤，也不會進行任何查詢。',
  checkAll: '在「清理清單」中全部檢查',
};
