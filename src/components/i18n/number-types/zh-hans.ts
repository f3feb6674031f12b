// Each number type's name in Simplified Chinese, for every screen that shows a type (the export writes the codes themselves).
import type { PhoneType } from '../../../phone/plan/number-types';

export const types: Readonly<Record<PhoneType, string>> = {
  MOBILE: '手机',
  FIXED_LINE: '固定电话',
  FIXED_LINE_OR_MOBILE: '固定电话或手机',
  TOLL_FREE: '免费电话',
  PREMIUM_RATE: '付费增值服务',
  SHARED_COST: '费用分摊',
  VOIP: '网络电话（VoIP）',
  PERSONAL_NUMBER: '个人号码',
  PAGER: '寻呼机',
  UAN: '统一接入号码',
  VOICEMAIL: '语音信箱',
};
