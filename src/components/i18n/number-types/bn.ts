// Each number type's name in Bengali, for every screen that shows a type (the export writes the codes themselves).
import type { PhoneType } from '../../../phone/plan/number-types';

export const types: Readonly<Record<PhoneType, string>> = {
  MOBILE: 'মোবাইল',
  FIXED_LINE: 'ল্যান্ডলাইন',
  FIXED_LINE_OR_MOBILE: 'ল্যান্ডলাইন বা মোবাইল',
  TOLL_FREE: 'টোল-ফ্রি',
  PREMIUM_RATE: 'প্রিমিয়াম রেট',
  SHARED_COST: 'ভাগাভাগি খরচ',
  VOIP: 'ইন্টারনেট টেলিফোনি (VoIP)',
  PERSONAL_NUMBER: 'ব্যক্তিগত নম্বর',
  PAGER: 'পেজার',
  UAN: 'ইউনিভার্সাল অ্যাক্সেস নম্বর',
  VOICEMAIL: 'ভয়েসমেল',
};
