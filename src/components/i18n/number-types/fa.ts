// Each number type's name in Persian, for every screen that shows a type (the export writes the codes themselves).
import type { PhoneType } from '../../../phone/plan/number-types';

export const types: Readonly<Record<PhoneType, string>> = {
  MOBILE: 'تلفن همراه',
  FIXED_LINE: 'تلفن ثابت',
  FIXED_LINE_OR_MOBILE: 'ثابت یا همراه',
  TOLL_FREE: 'تماس رایگان',
  PREMIUM_RATE: 'نرخ ویژه',
  SHARED_COST: 'هزینهٔ مشترک',
  VOIP: 'تلفن اینترنتی (VoIP)',
  PERSONAL_NUMBER: 'شمارهٔ شخصی',
  PAGER: 'پیجر',
  UAN: 'شمارهٔ دسترسی همگانی',
  VOICEMAIL: 'پست صوتی',
};
