// Each number type's name in Traditional Chinese, for every screen that shows a type (the export writes the codes themselves).
import type { PhoneType } from '../../../phone/plan/number-types';

export const types: Readonly<Record<PhoneType, string>> = {
  MOBILE: '行動電話',
  FIXED_LINE: '固定電話',
  FIXED_LINE_OR_MOBILE: '固定電話或行動電話',
  TOLL_FREE: '免付費電話',
  PREMIUM_RATE: '付費加值服務',
  SHARED_COST: '費用分攤',
  VOIP: '網路電話（VoIP）',
  PERSONAL_NUMBER: '個人號碼',
  PAGER: '呼叫器',
  UAN: '統一接入號碼',
  VOICEMAIL: '語音信箱',
};
