// Each number type's name in Japanese, for every screen that shows a type (the export writes the codes themselves).
import type { PhoneType } from '../../../phone/plan/number-types';

export const types: Readonly<Record<PhoneType, string>> = {
  MOBILE: '携帯電話',
  FIXED_LINE: '固定電話',
  FIXED_LINE_OR_MOBILE: '固定電話または携帯電話',
  TOLL_FREE: '通話料無料',
  PREMIUM_RATE: '有料情報サービス',
  SHARED_COST: '料金分担',
  VOIP: 'インターネット電話（VoIP）',
  PERSONAL_NUMBER: 'パーソナル番号',
  PAGER: 'ポケットベル',
  UAN: '全国統一番号',
  VOICEMAIL: 'ボイスメール',
};
