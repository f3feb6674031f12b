// Each number type's name in Thai, for every screen that shows a type (the export writes the codes themselves).
import type { PhoneType } from '../../../phone/plan/number-types';

export const types: Readonly<Record<PhoneType, string>> = {
  MOBILE: 'โทรศัพท์มือถือ',
  FIXED_LINE: 'โทรศัพท์พื้นฐาน',
  FIXED_LINE_OR_MOBILE: 'โทรศัพท์พื้นฐานหรือมือถือ',
  TOLL_FREE: 'โทรฟรี',
  PREMIUM_RATE: 'บริการเสริมอัตราพิเศษ',
  SHARED_COST: 'แบ่งค่าบริการ',
  VOIP: 'โทรศัพท์ผ่านอินเทอร์เน็ต (VoIP)',
  PERSONAL_NUMBER: 'หมายเลขส่วนตัว',
  PAGER: 'เพจเจอร์',
  UAN: 'หมายเลขเข้าถึงสากล',
  VOICEMAIL: 'ฝากข้อความเสียง',
};
