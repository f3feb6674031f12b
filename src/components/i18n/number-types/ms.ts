// Each number type's name in Malay, for every screen that shows a type (the export writes the codes themselves).
import type { PhoneType } from '../../../phone/plan/number-types';

export const types: Readonly<Record<PhoneType, string>> = {
  MOBILE: 'Mudah alih',
  FIXED_LINE: 'Talian tetap',
  FIXED_LINE_OR_MOBILE: 'Talian tetap atau mudah alih',
  TOLL_FREE: 'Bebas tol',
  PREMIUM_RATE: 'Kadar premium',
  SHARED_COST: 'Kos dikongsi',
  VOIP: 'Telefoni internet (VoIP)',
  PERSONAL_NUMBER: 'Nombor peribadi',
  PAGER: 'Alat kelui',
  UAN: 'Nombor akses universal',
  VOICEMAIL: 'Mel suara',
};
