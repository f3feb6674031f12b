// Each number type's name in Turkish, for every screen that shows a type (the export writes the codes themselves).
import type { PhoneType } from '../../../phone/plan/number-types';

export const types: Readonly<Record<PhoneType, string>> = {
  MOBILE: 'Mobil',
  FIXED_LINE: 'Sabit hat',
  FIXED_LINE_OR_MOBILE: 'Sabit hat veya mobil',
  TOLL_FREE: 'Ücretsiz',
  PREMIUM_RATE: 'Özel ücretli',
  SHARED_COST: 'Paylaşımlı ücret',
  VOIP: 'İnternet telefonu (VoIP)',
  PERSONAL_NUMBER: 'Kişisel numara',
  PAGER: 'Çağrı cihazı',
  UAN: 'Evrensel erişim numarası',
  VOICEMAIL: 'Sesli mesaj',
};
