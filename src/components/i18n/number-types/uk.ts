// Each number type's name in Ukrainian, for every screen that shows a type (the export writes the codes themselves).
import type { PhoneType } from '../../../phone/plan/number-types';

export const types: Readonly<Record<PhoneType, string>> = {
  MOBILE: 'Мобільний',
  FIXED_LINE: 'Стаціонарний',
  FIXED_LINE_OR_MOBILE: 'Стаціонарний або мобільний',
  TOLL_FREE: 'Безкоштовний',
  PREMIUM_RATE: 'Платний (преміум)',
  SHARED_COST: 'Зі спільною оплатою',
  VOIP: 'Інтернет-телефонія (VoIP)',
  PERSONAL_NUMBER: 'Персональний номер',
  PAGER: 'Пейджер',
  UAN: 'Універсальний номер доступу',
  VOICEMAIL: 'Голосова пошта',
};
