// Each number type's name in Arabic, for every screen that shows a type (the export writes the codes themselves).
import type { PhoneType } from '../../../phone/plan/number-types';

export const types: Readonly<Record<PhoneType, string>> = {
  MOBILE: 'جوال',
  FIXED_LINE: 'هاتف ثابت',
  FIXED_LINE_OR_MOBILE: 'ثابت أو جوال',
  TOLL_FREE: 'رقم مجاني',
  PREMIUM_RATE: 'رقم بتعرفة مميزة',
  SHARED_COST: 'تكلفة مشتركة',
  VOIP: 'اتصال عبر الإنترنت',
  PERSONAL_NUMBER: 'رقم شخصي',
  PAGER: 'جهاز نداء',
  UAN: 'رقم وصول عالمي',
  VOICEMAIL: 'بريد صوتي',
};
