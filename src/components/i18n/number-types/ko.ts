// Each number type's name in Korean, for every screen that shows a type (the export writes the codes themselves).
import type { PhoneType } from '../../../phone/plan/number-types';

export const types: Readonly<Record<PhoneType, string>> = {
  MOBILE: '휴대전화',
  FIXED_LINE: '유선 전화',
  FIXED_LINE_OR_MOBILE: '유선 전화 또는 휴대전화',
  TOLL_FREE: '수신자 부담',
  PREMIUM_RATE: '유료 정보 서비스',
  SHARED_COST: '요금 분담',
  VOIP: '인터넷 전화(VoIP)',
  PERSONAL_NUMBER: '개인 번호',
  PAGER: '무선 호출기',
  UAN: '대표 번호',
  VOICEMAIL: '음성 사서함',
};
