// The list cleaner's words in Greek (BATCH_WORDS in batch-words.ts loads it when the language is in use).
import { count, percent, plural, pluralList, seconds } from '../../../intl/plural';
import { types } from '../../../components/i18n/number-types/el';
import type { BatchMessages } from './batch-messages';

const locale = 'el';
const rows = (n: number) => plural(locale, n, { one: '# γραμμή', other: '# γραμμές' });
const moreRows = (n: number) => plural(locale, n, { one: '# ακόμη γραμμή', other: '# ακόμη γραμμές' });

export const el: BatchMessages = {
  steps: ['Φόρτωση', 'Στήλες', 'Καθαρισμός', 'Εξαγωγή'],
  title: 'Καθαρισμός λίστας',
  intro:
    'Αποθέστε ένα αρχείο CSV, TSV ή Excel (.xlsx) ή επικολλήστε αριθμούς. Όλα εκτελούνται σε αυτόν τον υπολογιστή, τίποτα δεν αποστέλλεται.',
  file: 'Αρχείο',
  dropHere: 'Αποθέστε εδώ ένα αρχείο CSV, TSV ή Excel (.xlsx) ή επιλέξτε ένα',
  paste: 'Επικόλληση αριθμών',
  usePasted: 'Χρήση του επικολλημένου κειμένου',
  preview: (n) => `Οι πρώτες γραμμές (από ${rows(n)})`,
  hasHeader: 'Η πρώτη γραμμή είναι επικεφαλίδα',
  phoneColumn: 'Στήλες τηλεφώνου',
  pickedColumns: (n) => plural(locale, n, { one: '# στήλη τηλεφώνου', other: '# στήλες τηλεφώνου' }),
  column: (n) => `Στήλη ${count(locale, n)}`,
  defaultCountry: 'Χώρα για αριθμούς χωρίς +',
  start: 'Έναρξη',
  cancel: 'Ακύρωση',
  progress: 'Πρόοδος',
  progressText: (done, total, perSecond, secondsLeft) =>
    `${count(locale, done)} από ${rows(total)}, ${plural(locale, Math.round(perSecond), {
      one: '# γραμμή/δευτ.',
      other: '# γραμμές/δευτ.',
    })}${secondsLeft === undefined ? '' : `, απομένουν περίπου ${count(locale, Math.ceil(secondsLeft))} δευτ.`}`,
  finished: (n, duration) => `Ολοκληρώθηκε: ${rows(n)} σε ${seconds(locale, duration)} δευτ.`,
  cancelled: 'Διακόπηκε. Δεν άλλαξε τίποτα.',
  problems: {
    empty: 'Το αρχείο ή το κείμενο είναι κενό.',
    binary: 'Αυτό δεν μοιάζει με αρχείο κειμένου. Επιλέξτε ένα αρχείο CSV, TSV ή Excel (.xlsx).',
    'too-large':
      'Το αρχείο είναι μεγαλύτερο από 100 MB (περίπου πέντε εκατομμύρια γραμμές). Χωρίστε το σε μικρότερα αρχεία.',
    'too-many-columns': `Μια γραμμή έχει περισσότερες από ${count(locale, 16384)} στήλες (το όριο των υπολογιστικών φύλλων), γι’ αυτό το αρχείο δεν διαβάστηκε. Πρόκειται για λίστα με μία γραμμή ανά επαφή;`,
    'no-rows': 'Η λίστα έχει επικεφαλίδα αλλά καμία γραμμή από κάτω.',
    'no-phone-column': 'Καμία στήλη δεν περιέχει αριθμούς τηλεφώνου.',
    'too-many-rows':
      'Η λίστα έχει περισσότερες από πέντε εκατομμύρια γραμμές (εκτός από την επικεφαλίδα). Χωρίστε τη σε μικρότερα αρχεία.',
    unreadable: 'Δεν ήταν δυνατή η ανάγνωση του αρχείου. Ίσως μετακινήθηκε ή άλλαξε.',
    worker: 'Παρουσιάστηκε πρόβλημα κατά τον έλεγχο των αριθμών. Δοκιμάστε ξανά.',
  },
  reading: (p) => `Ανάγνωση αρχείου… ${percent(locale, p)}`,
  readAs: 'Κωδικοποίηση κειμένου',
  encoding: (name) => `Διαβάστηκε ως ${name}.`,
  replacedLines: (...lines) =>
    pluralList(locale, lines, { one: 'Πρώτη φορά στη γραμμή #.', other: 'Πρώτη φορά στις γραμμές #.' }),
  replaced: (n) =>
    `${plural(locale, n, {
      one: '# χαρακτήρας δεν ήταν δυνατό να διαβαστεί σε αυτή την κωδικοποίηση (μεικτές κωδικοποιήσεις;) και εμφανίζεται ως �.',
      other:
        '# χαρακτήρες δεν ήταν δυνατό να διαβαστούν σε αυτή την κωδικοποίηση (μεικτές κωδικοποιήσεις;) και εμφανίζονται ως �.',
    })} Οι αριθμοί τηλεφώνου δεν επηρεάζονται, εκτός αν περιέχουν τέτοιους χαρακτήρες.`,
  truncated: (n) =>
    plural(locale, n, {
      one: '# κελί τηλεφώνου είχε περισσότερους από 250 χαρακτήρες· διαβάστηκαν μόνο οι πρώτοι 250.',
      other:
        '# κελιά τηλεφώνου είχαν περισσότερους από 250 χαρακτήρες· από το καθένα διαβάστηκαν μόνο οι πρώτοι 250.',
    }),
  countryColumn: 'Στήλη χώρας (GR, GRC, Ελλάδα, +30)',
  noCountryColumn: 'Καμία',
  moreColumns: (n) =>
    plural(locale, n, {
      one: '# ακόμη στήλη δεν εμφανίζεται εδώ.',
      other: '# ακόμη στήλες δεν εμφανίζονται εδώ.',
    }),
  milestone: (p) => `${percent(locale, p)} ολοκληρώθηκε`,
  reasonNames: {
    'too-short': 'Πολύ σύντομος',
    'too-long': 'Πολύ μεγάλος',
    'invalid-length': 'Λάθος μήκος',
    'not-accepted': 'Δεν γίνεται δεκτός εδώ',
    'extension-too-long': 'Πολύ μεγάλο εσωτερικό',
    invalid: 'Μη έγκυρος αριθμός',
    'unknown-calling-code': 'Άγνωστος κωδικός χώρας',
    'not-a-number': 'Κανένας αριθμός τηλεφώνου στο κελί',
    'no-country': 'Άγνωστη χώρα: επιλέξτε προεπιλεγμένη χώρα',
    'spreadsheet-float': 'Αλλοιωμένο από υπολογιστικό φύλλο (επιστημονική γραφή ή .0)',
  },
  types,
  chart: 'Έγκυροι αριθμοί ανά χώρα',
  filtering: 'Φιλτράρισμα…',
  exporting: 'Προετοιμασία εξαγωγής…',
  copyFailed: 'Το πρόγραμμα περιήγησης δεν επέτρεψε την αντιγραφή.',
  summary: 'Σύνοψη',
  statuses: { valid: 'Έγκυρο', invalid: 'Μη έγκυρο', empty: 'Κενό' },
  reasons: 'Αιτίες',
  numbers: 'Αριθμοί',
  byType: 'Έγκυροι αριθμοί ανά τύπο',
  topCountries: 'Συχνότερες χώρες',
  filterStatus: 'Κατάσταση',
  filterCountry: 'Χώρα',
  all: 'Όλα',
  search: 'Αναζήτηση στα αποτελέσματα',
  shown: (n, total) => `Εμφανίζονται ${count(locale, n)} από ${rows(total)}`,
  columns: {
    row: '#',
    original: 'Αρχικό',
    e164: 'E.164',
    international: 'Διεθνής',
    country: 'Χώρα',
    type: 'Τύπος',
    status: 'Κατάσταση',
    reason: 'Αιτία',
  },
  exportXlsx: 'Εξαγωγή βιβλίου εργασίας Excel (.xlsx)',
  tooManyForSpreadsheet: `Περισσότερες γραμμές από όσες χωράει το Excel (${count(locale, 1048576)}): εξαγάγετε σε CSV.`,
  sheet: 'Φύλλο',
  exportCsv: 'Εξαγωγή CSV',
  validIn: (countries) => `έγκυρος: ${countries}`,
  duplicateOf: (row) => `ίδιος με τη γραμμή ${row}`,
  extension: (digits) => `εσωτ. ${digits}`,
  loadedFile: (name, size) => `Αρχείο: ${name} (${size})`,
  readWithoutQuotes: 'Ανάγνωση εισαγωγικών ως απλού κειμένου',
  unclosedQuote: (row) =>
    `Ένα εισαγωγικό που ανοίγει στη γραμμή ${count(locale, row)} του αρχείου δεν κλείνει ποτέ, οπότε το υπόλοιπο αρχείο διαβάστηκε ως ένα κελί αυτής της γραμμής. Κλείστε το εισαγωγικό και φορτώστε ξανά το αρχείο ή διαβάστε τα εισαγωγικά ως απλό κείμενο.`,
  quoteInUnquotedCell: (row, more) =>
    `Η γραμμή ${count(locale, row)} έχει εισαγωγικό μέσα σε κελί χωρίς εισαγωγικά· το κελί διαβάστηκε όπως είναι γραμμένο${more > 0 ? ` (όπως και σε ${moreRows(more)})` : ''}.`,
  textAfterQuote: (row, more) =>
    `Στη γραμμή ${count(locale, row)} ένα εισαγωγικό κλεισίματος ακολουθείται από κείμενο, οπότε το εισαγωγικό διαβάστηκε ως μέρος του κελιού, το οποίο συνεχίζεται έως το επόμενο εισαγωγικό κλεισίματος${more > 0 ? ` (όπως και σε ${moreRows(more)})` : ''}. Ελέγξτε αυτή τη γραμμή ή διαβάστε το αρχείο με τα εισαγωγικά ως απλό κείμενο.`,
  notUtf8: (byte, row) => `Το byte ${byte} στη γραμμή ${count(locale, row)} δεν είναι UTF-8.`,
  firstUtf8: (row) => `Πρώτος χαρακτήρας UTF-8 στη γραμμή ${count(locale, row)}.`,
  filterMark: 'Εμφάνιση',
  marks: {
    duplicate: 'Διπλότυπα',
    several: 'Πολλοί αριθμοί σε ένα κελί',
    'unknown-country': 'Μη αναγνωρισμένη χώρα',
  },
  exportRows: 'Γραμμές',
  rowsAll: 'Όλες οι γραμμές',
  rowsValid: 'Μόνο έγκυροι αριθμοί',
  rowsShown: (n) =>
    plural(locale, n, { one: 'Η # γραμμή που εμφανίζεται', other: 'Οι # γραμμές που εμφανίζονται' }),
  forExcel: 'Για το Excel: διατήρηση των αριθμών ως κείμενο (="+44…")',
  exportHelp:
    'Η εξαγωγή διατηρεί τις στήλες σας όπως ήταν και προσθέτει τις <στήλη τηλεφώνου>_e164 (μόνο E.164), _country, _type, _status, _reason, _extension, _others και _duplicate_of και, τέλος, την judged_by (οι εκδόσεις του Telfield και του libphonenumber-js που αξιολόγησαν τη γραμμή). Ένα κελί που ένα υπολογιστικό φύλλο θα μπορούσε να εκτελέσει ως τύπο (όταν ξεκινά με =, @ ή με + ή - που ακολουθείται από κάτι περισσότερο από έναν αριθμό τηλεφώνου) παίρνει μια απόστροφο στην αρχή· οι αριθμοί τηλεφώνου γράφονται όπως είναι.',
  writeBack: 'Εγγραφή E.164 στις στήλες τηλεφώνου',
  layoutLong: 'Μία γραμμή ανά αριθμό (για βάση δεδομένων)',
  copyValid: 'Αντιγραφή έγκυρων αριθμών, μαζί με τα διπλότυπα',
  copyUnique: 'Αντιγραφή έγκυρων αριθμών χωρίς διπλότυπα',
  copied: (n) => plural(locale, n, { one: 'Αντιγράφηκε # αριθμός', other: 'Αντιγράφηκαν # αριθμοί' }),
};
