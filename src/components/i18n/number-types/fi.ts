// Each number type's name in Finnish, for every screen that shows a type (the export writes the codes themselves).
import type { PhoneType } from '../../../phone/plan/number-types';

export const types: Readonly<Record<PhoneType, string>> = {
  MOBILE: 'Matkapuhelin',
  FIXED_LINE: 'Lankapuhelin',
  FIXED_LINE_OR_MOBILE: 'Lanka- tai matkapuhelin',
  TOLL_FREE: 'Maksuton',
  PREMIUM_RATE: 'Lisämaksullinen',
  SHARED_COST: 'Jaettu maksu',
  VOIP: 'Internetpuhelu (VoIP)',
  PERSONAL_NUMBER: 'Henkilökohtainen numero',
  PAGER: 'Hakulaite',
  UAN: 'Yleinen palvelunumero',
  VOICEMAIL: 'Vastaaja',
};
