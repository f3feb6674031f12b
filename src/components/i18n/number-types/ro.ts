// Each number type's name in Romanian, for every screen that shows a type (the export writes the codes themselves).
import type { PhoneType } from '../../../phone/plan/number-types';

export const types: Readonly<Record<PhoneType, string>> = {
  MOBILE: 'Mobil',
  FIXED_LINE: 'Fix',
  FIXED_LINE_OR_MOBILE: 'Fix sau mobil',
  TOLL_FREE: 'Apel gratuit',
  PREMIUM_RATE: 'Tarif special',
  SHARED_COST: 'Cost partajat',
  VOIP: 'Telefonie prin internet (VoIP)',
  PERSONAL_NUMBER: 'Număr personal',
  PAGER: 'Pager',
  UAN: 'Număr de acces universal',
  VOICEMAIL: 'Mesagerie vocală',
};
