// Each number type's name in Hebrew, for every screen that shows a type (the export writes the codes themselves).
import type { PhoneType } from '../../../phone/plan/number-types';

export const types: Readonly<Record<PhoneType, string>> = {
  MOBILE: 'נייד',
  FIXED_LINE: 'קווי',
  FIXED_LINE_OR_MOBILE: 'קווי או נייד',
  TOLL_FREE: 'חיוג חינם',
  PREMIUM_RATE: 'תעריף פרימיום',
  SHARED_COST: 'עלות משותפת',
  VOIP: 'טלפוניה באינטרנט (VoIP)',
  PERSONAL_NUMBER: 'מספר אישי',
  PAGER: 'זימונית',
  UAN: 'מספר גישה אוניברסלי',
  VOICEMAIL: 'תא קולי',
};
