// Each number type's name in Russian, for every screen that shows a type (the export writes the codes themselves).
import type { PhoneType } from '../../../phone/plan/number-types';

export const types: Readonly<Record<PhoneType, string>> = {
  MOBILE: 'Мобильный',
  FIXED_LINE: 'Стационарный',
  FIXED_LINE_OR_MOBILE: 'Стационарный или мобильный',
  TOLL_FREE: 'Бесплатный',
  PREMIUM_RATE: 'Платный (премиум)',
  SHARED_COST: 'С разделённой оплатой',
  VOIP: 'Интернет-телефония (VoIP)',
  PERSONAL_NUMBER: 'Персональный номер',
  PAGER: 'Пейджер',
  UAN: 'Универсальный номер доступа',
  VOICEMAIL: 'Голосовая почта',
};
