// Each number type's name in Indonesian, for every screen that shows a type (the export writes the codes themselves).
import type { PhoneType } from '../../../phone/plan/number-types';

export const types: Readonly<Record<PhoneType, string>> = {
  MOBILE: 'Seluler',
  FIXED_LINE: 'Telepon tetap',
  FIXED_LINE_OR_MOBILE: 'Telepon tetap atau seluler',
  TOLL_FREE: 'Bebas pulsa',
  PREMIUM_RATE: 'Tarif premium',
  SHARED_COST: 'Biaya bersama',
  VOIP: 'Telepon internet (VoIP)',
  PERSONAL_NUMBER: 'Nomor pribadi',
  PAGER: 'Pager',
  UAN: 'Nomor akses universal',
  VOICEMAIL: 'Kotak suara',
};
