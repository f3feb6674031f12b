// The phone field's words in Greek (see phone-words.ts): loaded for the field when its language is in use.
import type { FirstPaintKey, FirstPaintWords } from '../first-paint-words';
import type { PhoneMessages } from '../phone-messages';
import type { CountryPickerLabels } from '../../../react/country-picker/country-picker-labels';
import { count, plural } from '../../../intl/plural';

const locale = 'el';
const digits = (n: number) => plural(locale, n, { one: '# ψηφίο', other: '# ψηφία' });

// A country's name comes in bare (Greek would give it an article and a case: "στη Γαλλία"), so it leads: "Γαλλία: …".
export const messages: Omit<PhoneMessages, FirstPaintKey> = {
  extension: 'Εσωτερικό',
  countryChanged: (country) => `Η χώρα άλλαξε: ${country}`,
  pasteTruncated: (limit, dropped) =>
    `${plural(locale, limit, {
      one: 'Επικολλήθηκε μόνο ο πρώτος χαρακτήρας',
      other: 'Επικολλήθηκαν μόνο οι πρώτοι # χαρακτήρες',
    })}· ${plural(locale, dropped, {
      one: 'παραλείφθηκε # ακόμη χαρακτήρας',
      other: 'παραλείφθηκαν # ακόμη χαρακτήρες',
    })}.`,
  nothingToPaste: 'Δεν βρέθηκε αριθμός τηλεφώνου στο επικολλημένο κείμενο.',
  didYouMean: 'Μήπως εννοούσατε αριθμό της χώρας:',
  pastedNumbers: 'Αριθμοί στο επικολλημένο κείμενο:',
  moreCountries: (n) => plural(locale, n, { one: '# ακόμη', other: '# ακόμη' }),
  required: 'Εισαγάγετε έναν αριθμό τηλεφώνου.',
  tooShort: (where, missing) =>
    missing === undefined
      ? `${where}: ο αριθμός είναι πολύ σύντομος.`
      : missing.max === undefined
        ? `${where}: ο αριθμός είναι πολύ σύντομος (${plural(locale, missing.min, {
            one: 'λείπει τουλάχιστον # ψηφίο',
            other: 'λείπουν τουλάχιστον # ψηφία',
          })}).`
        : missing.min === missing.max
          ? `${where}: ο αριθμός είναι πολύ σύντομος (${plural(locale, missing.min, {
              one: 'λείπει # ψηφίο',
              other: 'λείπουν # ψηφία',
            })}).`
          : `${where}: ο αριθμός είναι πολύ σύντομος (λείπουν ${count(locale, missing.min)} έως ${digits(missing.max)}).`,
  tooLong: (where, extra) =>
    extra === undefined
      ? `${where}: ο αριθμός είναι πολύ μεγάλος.`
      : `${where}: ο αριθμός είναι πολύ μεγάλος (${digits(extra)} παραπάνω).`,
  invalidLength: (where) => `${where}: δεν χρησιμοποιούνται αριθμοί με αυτό το μήκος.`,
  notAccepted: (where) => `${where}: οι αριθμοί αυτής της χώρας δεν γίνονται δεκτοί εδώ.`,
  extensionTooLong: (limit) => `Το εσωτερικό είναι πολύ μεγάλο: έως ${digits(limit)}.`,
  unknownCallingCode: (code) => `Καμία χώρα δεν χρησιμοποιεί τον κωδικό κλήσης +${code}.`,
  notANumber: 'Αυτό δεν είναι αριθμός τηλεφώνου.',
  invalid: (where) => `${where}: μη έγκυρος αριθμός.`,
  addAreaCode: (where) => `${where}: τοπικός αριθμός, προσθέστε τον κωδικό περιοχής.`,
};

export const labels: Omit<CountryPickerLabels, FirstPaintKey> = {
  search: 'Αναζήτηση χώρας',
  list: 'Χώρες',
  noMatches: 'Δεν βρέθηκε χώρα',
  matchCount: (n) => plural(locale, n, { one: '# χώρα', other: '# χώρες' }),
  preferredGroup: 'Προτεινόμενες χώρες',
  allGroup: 'Όλες οι χώρες',
};

// What the field shows before its engine has loaded (first-paint-words.ts).
export const firstPaint: FirstPaintWords = {
  phoneNumber: 'Αριθμός τηλεφώνου',
  selector: 'Χώρα',
  international: 'Διεθνής',
};
