// The Check screen's words in Greek (CHECK_WORDS in check-messages.ts loads it when the language is in use).
import { types } from '../../../components/i18n/number-types/el';
import type { CheckMessages } from '../check-messages';

// A form's name comes in bare, so it follows a colon rather than taking an article and a case.
export const words: CheckMessages = {
  title: 'Έλεγχος αριθμού τηλεφώνου',
  intro:
    'Πληκτρολογήστε ή επικολλήστε έναν αριθμό σε οποιαδήποτε μορφή. Μορφοποιείται καθώς πληκτρολογείτε και ελέγχεται με βάση τους κανόνες της χώρας του.',
  result: 'Αποτέλεσμα',
  empty: 'Εισαγάγετε έναν αριθμό για να τον ελέγξετε.',
  valid: 'Έγκυρος αριθμός',
  invalid: 'Δεν είναι ακόμη έγκυρος',
  notValid: 'Μη έγκυρος',
  lengthOnly: 'Το μήκος ελέγχθηκε· οι πλήρεις κανόνες φορτώνονται ακόμη.',
  country: 'Χώρα',
  international: 'Διεθνής (χωρίς χώρα)',
  type: 'Τύπος',
  typeUnknown: 'Άγνωστος',
  types,
  e164: 'E.164',
  internationalForm: 'Διεθνής',
  nationalForm: 'Εθνική',
  rfc3966: 'URI tel:',
  extension: 'Εσωτερικό',
  copy: (what) => `Αντιγραφή: ${what}`,
  copied: (what) => `Αντιγράφηκε: ${what}`,
  call: (number) => `Κλήση στο ${number}`,
  privacy:
    'Τίποτα από όσα πληκτρολογείτε δεν φεύγει από αυτό το πρόγραμμα περιήγησης: χωρίς διακομιστή, χωρίς παρακολούθηση, χωρίς αναζητήσεις.',
  checkAll: 'Έλεγχος όλων στον «Καθαρισμό λίστας»',
};
