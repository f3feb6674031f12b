// Each number type's name in Hindi, for every screen that shows a type (the export writes the codes themselves).
import type { PhoneType } from '../../../phone/plan/number-types';

export const types: Readonly<Record<PhoneType, string>> = {
  MOBILE: 'मोबाइल',
  FIXED_LINE: 'लैंडलाइन',
  FIXED_LINE_OR_MOBILE: 'लैंडलाइन या मोबाइल',
  TOLL_FREE: 'टोल-फ़्री',
  PREMIUM_RATE: 'प्रीमियम दर',
  SHARED_COST: 'साझा लागत',
  VOIP: 'इंटरनेट टेलीफ़ोनी (VoIP)',
  PERSONAL_NUMBER: 'व्यक्तिगत नंबर',
  PAGER: 'पेजर',
  UAN: 'यूनिवर्सल एक्सेस नंबर',
  VOICEMAIL: 'वॉइसमेल',
};
