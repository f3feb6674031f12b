// The Check screen's words in Simplified Chinese (CHECK_WORDS in check-messages.ts loads it when the language is in use).
import { types } from '../../../components/i18n/number-types/zh-hans';
import type { CheckMessages } from '../check-messages';

export const words: CheckMessages = {
  title: '检查电话号码',
  intro: '以任意格式输入或粘贴号码。号码会在输入时自动格式化，并按其所属国家/地区的规则进行检查。',
  result: '结果',
  empty: '输入号码即可进行检查。',
  valid: '有效号码',
  invalid: '尚未有效',
  notValid: '无效',
  lengthOnly: '已检查长度；完整规则仍在加载中。',
  country: '国家/地区',
  international: '国际（无国家/地区）',
  type: '类型',
  typeUnknown: '未知',
  types,
  e164: 'E.164',
  internationalForm: '国际格式',
  nationalForm: '国内格式',
  rfc3966: 'tel: URI',
  extension: '分机号',
  copy: (what) => `复制 ${what}`,
  copied: (what) => `已复制 ${what}`,
  call: (number) => `拨打 ${number}`,
  privacy: '您输入的任何内容都不会离开此浏览器：没有服务器，没有跟踪，也不进行任何查询。',
  checkAll: '在“清理列表”中全部检查',
};
