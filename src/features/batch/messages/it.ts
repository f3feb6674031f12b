// The list cleaner's words in Italian (BATCH_WORDS in batch-words.ts loads it when the language is in use).
import { count, percent, plural, pluralList, seconds } from '../../../intl/plural';
import { types } from '../../../components/i18n/number-types/it';
import type { BatchMessages } from './batch-messages';

const locale = 'it';
const rows = (n: number) => plural(locale, n, { one: '# riga', many: '# di righe', other: '# righe' });
const moreRows = (n: number) =>
  plural(locale, n, { one: '# altra riga', many: 'altre # di righe', other: 'altre # righe' });

export const words: BatchMessages = {
  steps: ['Carica', 'Colonne', 'Pulisci', 'Esporta'],
  title: 'Pulisci un elenco',
  intro:
    'Trascina un file CSV, TSV o Excel (.xlsx) oppure incolla dei numeri. Tutto avviene su questo computer: non viene caricato nulla.',
  file: 'File',
  dropHere: 'Trascina qui un file CSV, TSV o Excel (.xlsx) oppure scegline uno',
  paste: 'Incolla numeri',
  usePasted: 'Usa il testo incollato',
  preview: (n) => `Prime righe su un totale di ${rows(n)}`,
  hasHeader: 'La prima riga è un’intestazione',
  phoneColumn: 'Colonne con numeri di telefono',
  pickedColumns: (n) =>
    plural(locale, n, {
      one: '# colonna con numeri di telefono',
      many: '# di colonne con numeri di telefono',
      other: '# colonne con numeri di telefono',
    }),
  column: (n) => `Colonna ${count(locale, n)}`,
  defaultCountry: 'Paese per i numeri senza +',
  start: 'Avvia',
  cancel: 'Annulla',
  progress: 'Avanzamento',
  progressText: (done, total, perSecond, secondsLeft) =>
    `${count(locale, done)} di ${rows(total)}, ${plural(locale, Math.round(perSecond), {
      one: '# riga/s',
      other: '# righe/s',
    })}${secondsLeft === undefined ? '' : `, ancora circa ${count(locale, Math.ceil(secondsLeft))} s`}`,
  finished: (n, duration) => `Fatto: ${rows(n)} in ${seconds(locale, duration)} s.`,
  cancelled: 'Interrotto. Non è stato modificato nulla.',
  problems: {
    empty: 'Il file o il testo è vuoto.',
    binary: 'Non sembra un file di testo. Scegli un file CSV, TSV o Excel (.xlsx).',
    'too-large': 'Questo file supera i 100 MB (circa cinque milioni di righe). Dividilo in file più piccoli.',
    'too-many-columns':
      'Una riga ha più di 16.384 colonne (il limite dei fogli di calcolo), quindi il file non è stato letto. È un elenco con una riga per contatto?',
    'no-rows': 'L’elenco ha un’intestazione, ma nessuna riga sotto.',
    'no-phone-column': 'Nessuna colonna contiene numeri di telefono.',
    'too-many-rows':
      'Questo elenco ha più di cinque milioni di righe (oltre all’intestazione). Dividilo in file più piccoli.',
    unreadable: 'Impossibile leggere il file. Potrebbe essere stato spostato o modificato.',
    worker: 'Si è verificato un errore durante la verifica dei numeri. Riprova.',
  },
  reading: (p) => `Lettura del file… ${percent(locale, p)}`,
  readAs: 'Codifica del testo',
  encoding: (name) => `Letto come ${name}.`,
  replacedLines: (...lines) =>
    pluralList(locale, lines, {
      one: 'Prima occorrenza alla riga #.',
      other: 'Righe delle prime occorrenze: #.',
    }),
  replaced: (n) =>
    `${plural(locale, n, {
      one: '# carattere non è leggibile in questa codifica (codifiche miste?) ed è mostrato come �.',
      many: '# di caratteri non sono leggibili in questa codifica (codifiche miste?) e sono mostrati come �.',
      other: '# caratteri non sono leggibili in questa codifica (codifiche miste?) e sono mostrati come �.',
    })} I numeri di telefono non ne risentono, a meno che non li contengano.`,
  truncated: (n) =>
    plural(locale, n, {
      one: '# cella di telefono superava i 250 caratteri; ne sono stati letti solo i primi 250.',
      many: '# di celle di telefono superavano i 250 caratteri; di ciascuna sono stati letti solo i primi 250.',
      other: '# celle di telefono superavano i 250 caratteri; di ciascuna sono stati letti solo i primi 250.',
    }),
  countryColumn: 'Colonna del paese (IT, ITA, Italia, +39)',
  noCountryColumn: 'Nessuna',
  moreColumns: (n) =>
    plural(locale, n, {
      one: '# altra colonna non è mostrata qui.',
      many: 'Altre # di colonne non sono mostrate qui.',
      other: 'Altre # colonne non sono mostrate qui.',
    }),
  milestone: (p) => `${percent(locale, p)} completato`,
  reasonNames: {
    'too-short': 'Troppo corto',
    'too-long': 'Troppo lungo',
    'invalid-length': 'Lunghezza errata',
    'not-accepted': 'Non accettato qui',
    'extension-too-long': 'Interno troppo lungo',
    invalid: 'Numero non valido',
    'unknown-calling-code': 'Prefisso internazionale sconosciuto',
    'not-a-number': 'Nessun numero di telefono nella cella',
    'no-country': 'Nessun paese noto: scegli un paese predefinito',
    'spreadsheet-float': 'Modificato da un foglio di calcolo (notazione scientifica o .0)',
  },
  types,
  chart: 'Numeri validi per paese',
  filtering: 'Filtraggio…',
  exporting: 'Preparazione dell’esportazione…',
  copyFailed: 'Il browser non ha consentito la copia.',
  summary: 'Riepilogo',
  statuses: { valid: 'Valido', invalid: 'Non valido', empty: 'Vuoto' },
  reasons: 'Motivi',
  numbers: 'Numeri',
  byType: 'Numeri validi per tipo',
  topCountries: 'Paesi principali',
  filterStatus: 'Stato',
  filterCountry: 'Paese',
  all: 'Tutti',
  search: 'Cerca nei risultati',
  shown: (n, total) =>
    `${count(locale, n)} di ${plural(locale, total, {
      one: '# riga mostrata',
      many: '# di righe mostrate',
      other: '# righe mostrate',
    })}`,
  columns: {
    row: '#',
    original: 'Originale',
    e164: 'E.164',
    international: 'Internazionale',
    country: 'Paese',
    type: 'Tipo',
    status: 'Stato',
    reason: 'Motivo',
  },
  exportXlsx: 'Esporta cartella di lavoro Excel (.xlsx)',
  tooManyForSpreadsheet: 'Più righe di quante ne contenga Excel (1.048.576): esporta in CSV.',
  sheet: 'Foglio',
  exportCsv: 'Esporta CSV',
  validIn: (countries) => `valido per: ${countries}`,
  duplicateOf: (row) => `uguale alla riga ${row}`,
  extension: (digits) => `int. ${digits}`,
  loadedFile: (name, size) => `File: ${name} (${size})`,
  readWithoutQuotes: 'Leggi le virgolette come testo normale',
  unclosedQuote: (row) =>
    `Una virgoletta aperta nella riga ${count(locale, row)} del file non viene mai chiusa, quindi il resto del file è stato letto come un’unica cella di quella riga. Chiudi la virgoletta e carica di nuovo il file, oppure leggilo con le virgolette come testo normale.`,
  quoteInUnquotedCell: (row, more) =>
    `La riga ${count(locale, row)} ha una virgoletta dentro una cella senza virgolette; è stata letta così com’è scritta${more > 0 ? ` (come ${moreRows(more)})` : ''}.`,
  textAfterQuote: (row, more) =>
    `Nella riga ${count(locale, row)} una virgoletta di chiusura è seguita da testo, quindi è stata letta come parte della cella, che prosegue fino alla virgoletta di chiusura successiva${more > 0 ? ` (lo stesso in ${moreRows(more)})` : ''}. Controlla quella riga oppure leggi il file con le virgolette come testo normale.`,
  notUtf8: (byte, row) => `Il byte ${byte} nella riga ${count(locale, row)} non è UTF-8.`,
  firstUtf8: (row) => `Primo carattere UTF-8 nella riga ${count(locale, row)}.`,
  filterMark: 'Mostra',
  marks: {
    duplicate: 'Duplicati',
    several: 'Più numeri in una cella',
    'unknown-country': 'Paese non riconosciuto',
  },
  exportRows: 'Righe',
  rowsAll: 'Tutte le righe',
  rowsValid: 'Solo i numeri validi',
  rowsShown: (n) =>
    plural(locale, n, {
      one: 'La # riga mostrata',
      many: 'Le # di righe mostrate',
      other: 'Le # righe mostrate',
    }),
  forExcel: 'Per Excel: mantieni i numeri come testo (="+44…")',
  exportHelp:
    'L’esportazione mantiene le tue colonne così come sono e aggiunge <colonna con numeri di telefono>_e164 (solo E.164), _country, _type, _status, _reason, _extension, _others e _duplicate_of, poi judged_by (le versioni di Telfield e di libphonenumber-js che hanno valutato la riga). A una cella che un foglio di calcolo potrebbe eseguire come formula (che inizia con =, @, oppure + o - seguito da qualcosa di più di un numero di telefono) viene anteposto un apostrofo; i numeri di telefono vengono scritti così come sono.',
  writeBack: 'Scrivi E.164 nelle colonne dei numeri di telefono',
  layoutLong: 'Una riga per numero (per un database)',
  copyValid: 'Copia i numeri validi, duplicati compresi',
  copyUnique: 'Copia i numeri validi senza duplicati',
  copied: (n) =>
    plural(locale, n, { one: '# numero copiato', many: '# di numeri copiati', other: '# numeri copiati' }),
};
