// Each number type's name in Greek, for every screen that shows a type (the export writes the codes themselves).
import type { PhoneType } from '../../../phone/plan/number-types';

export const types: Readonly<Record<PhoneType, string>> = {
  MOBILE: 'Κινητό',
  FIXED_LINE: 'Σταθερό',
  FIXED_LINE_OR_MOBILE: 'Σταθερό ή κινητό',
  TOLL_FREE: 'Χωρίς χρέωση',
  PREMIUM_RATE: 'Πρόσθετη χρέωση',
  SHARED_COST: 'Επιμερισμένο κόστος',
  VOIP: 'Διαδικτυακή τηλεφωνία (VoIP)',
  PERSONAL_NUMBER: 'Προσωπικός αριθμός',
  PAGER: 'Βομβητής',
  UAN: 'Καθολικός αριθμός πρόσβασης',
  VOICEMAIL: 'Φωνητικό ταχυδρομείο',
};
