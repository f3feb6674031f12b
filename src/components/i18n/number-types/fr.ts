// Each number type's name in French, for every screen that shows a type (the export writes the codes themselves).
import type { PhoneType } from '../../../phone/plan/number-types';

export const types: Readonly<Record<PhoneType, string>> = {
  MOBILE: 'Mobile',
  FIXED_LINE: 'Fixe',
  FIXED_LINE_OR_MOBILE: 'Fixe ou mobile',
  TOLL_FREE: 'Numéro gratuit',
  PREMIUM_RATE: 'Numéro surtaxé',
  SHARED_COST: 'Coût partagé',
  VOIP: 'Téléphonie par Internet (VoIP)',
  PERSONAL_NUMBER: 'Numéro personnel',
  PAGER: 'Récepteur d’appel',
  UAN: 'Numéro d’accès universel',
  VOICEMAIL: 'Messagerie vocale',
};
