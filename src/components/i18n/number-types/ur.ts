// Each number type's name in Urdu, for every screen that shows a type (the export writes the codes themselves).
import type { PhoneType } from '../../../phone/plan/number-types';

export const types: Readonly<Record<PhoneType, string>> = {
  MOBILE: 'موبائل',
  FIXED_LINE: 'لینڈ لائن',
  FIXED_LINE_OR_MOBILE: 'لینڈ لائن یا موبائل',
  TOLL_FREE: 'ٹول فری',
  PREMIUM_RATE: 'پریمیم ریٹ',
  SHARED_COST: 'مشترکہ لاگت',
  VOIP: 'انٹرنیٹ ٹیلی فونی (VoIP)',
  PERSONAL_NUMBER: 'ذاتی نمبر',
  PAGER: 'پیجر',
  UAN: 'یونیورسل رسائی نمبر',
  VOICEMAIL: 'وائس میل',
};
