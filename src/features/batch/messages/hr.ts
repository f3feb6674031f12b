// The list cleaner's words in Croatian (BATCH_WORDS in batch-words.ts loads it when the language is in use).
import { count, percent, plural, pluralList, seconds } from '../../../intl/plural';
import { types } from '../../../components/i18n/number-types/hr';
import type { BatchMessages } from './batch-messages';

// Croatian counts: one (1, 21, 31 …), few (2–4, 22–24 …) and other (5–20, 25–30 …); `many` is not a Croatian
// category in CLDR and is given as `other`.
const locale = 'hr';
const rows = (n: number) =>
  plural(locale, n, { one: '# redak', few: '# retka', many: '# redaka', other: '# redaka' });
const inMoreRows = (n: number) =>
  plural(locale, n, {
    one: 'u još # retku',
    few: 'u još # retka',
    many: 'u još # redaka',
    other: 'u još # redaka',
  });

export const hr: BatchMessages = {
  steps: ['Učitavanje', 'Stupci', 'Čišćenje', 'Izvoz'],
  title: 'Čišćenje popisa',
  intro:
    'Ispustite datoteku CSV, TSV ili Excel (.xlsx) ili zalijepite brojeve. Sve se izvodi na ovom računalu, ništa se ne prenosi.',
  file: 'Datoteka',
  dropHere: 'Ispustite ovdje datoteku CSV, TSV ili Excel (.xlsx) ili odaberite jednu',
  paste: 'Zalijepite brojeve',
  usePasted: 'Upotrijebi zalijepljeni tekst',
  preview: (n) => `Prvi retci (ukupno ${rows(n)})`,
  hasHeader: 'Prvi redak je zaglavlje',
  phoneColumn: 'Telefonski stupci',
  pickedColumns: (n) =>
    plural(locale, n, {
      one: '# telefonski stupac',
      few: '# telefonska stupca',
      many: '# telefonskih stupaca',
      other: '# telefonskih stupaca',
    }),
  column: (n) => `Stupac ${count(locale, n)}`,
  defaultCountry: 'Zemlja za brojeve bez +',
  start: 'Pokreni',
  cancel: 'Odustani',
  progress: 'Napredak',
  progressText: (done, total, perSecond, secondsLeft) =>
    `${count(locale, done)} / ${rows(total)}, ${plural(locale, Math.round(perSecond), {
      one: '# redak/s',
      few: '# retka/s',
      many: '# redaka/s',
      other: '# redaka/s',
    })}${secondsLeft === undefined ? '' : `, još oko ${count(locale, Math.ceil(secondsLeft))} s`}`,
  finished: (n, duration) => `Gotovo: ${rows(n)} za ${seconds(locale, duration)} s.`,
  cancelled: 'Zaustavljeno. Ništa nije promijenjeno.',
  problems: {
    empty: 'Datoteka ili tekst su prazni.',
    binary: 'Ovo ne izgleda kao tekstna datoteka. Odaberite datoteku CSV, TSV ili Excel (.xlsx).',
    'too-large': 'Datoteka je veća od 100 MB (oko pet milijuna redaka). Podijelite je na manje datoteke.',
    'too-many-columns': `Jedan redak ima više od ${count(locale, 16384)} stupaca (granica proračunskih tablica), pa datoteka nije pročitana. Je li to popis s jednim retkom po kontaktu?`,
    'no-rows': 'Popis ima zaglavlje, ali ispod njega nema redaka.',
    'no-phone-column': 'Nijedan stupac ne sadrži telefonske brojeve.',
    'too-many-rows':
      'Popis ima više od pet milijuna redaka (osim zaglavlja). Podijelite ga na manje datoteke.',
    unreadable: 'Datoteku nije bilo moguće pročitati. Možda je premještena ili promijenjena.',
    worker: 'Došlo je do pogreške pri provjeri brojeva. Pokušajte ponovno.',
  },
  reading: (p) => `Čitanje datoteke… ${percent(locale, p)}`,
  readAs: 'Kodiranje teksta',
  encoding: (name) => `Pročitano kao ${name}.`,
  replacedLines: (...lines) =>
    pluralList(locale, lines, {
      one: 'Prvi put u retku #.',
      few: 'Prvi put u retcima #.',
      other: 'Prvi put u retcima #.',
    }),
  replaced: (n) =>
    `${plural(locale, n, {
      one: '# znak nije bilo moguće pročitati u ovom kodiranju (miješana kodiranja?) i prikazuje se kao �.',
      few: '# znaka nije bilo moguće pročitati u ovom kodiranju (miješana kodiranja?) i prikazuju se kao �.',
      many: '# znakova nije bilo moguće pročitati u ovom kodiranju (miješana kodiranja?) i prikazuju se kao �.',
      other:
        '# znakova nije bilo moguće pročitati u ovom kodiranju (miješana kodiranja?) i prikazuju se kao �.',
    })} To ne utječe na telefonske brojeve, osim ako sadrže takve znakove.`,
  truncated: (n) =>
    plural(locale, n, {
      one: '# telefonska ćelija bila je dulja od 250 znakova; pročitano je samo prvih 250 znakova.',
      few: '# telefonske ćelije bile su dulje od 250 znakova; iz svake je pročitano samo prvih 250 znakova.',
      many: '# telefonskih ćelija bilo je dulje od 250 znakova; iz svake je pročitano samo prvih 250 znakova.',
      other:
        '# telefonskih ćelija bilo je dulje od 250 znakova; iz svake je pročitano samo prvih 250 znakova.',
    }),
  countryColumn: 'Stupac zemlje (HR, HRV, Hrvatska, +385)',
  noCountryColumn: 'Nijedan',
  moreColumns: (n) =>
    plural(locale, n, {
      one: 'Još # stupac ovdje nije prikazan.',
      few: 'Još # stupca ovdje nisu prikazana.',
      many: 'Još # stupaca ovdje nije prikazano.',
      other: 'Još # stupaca ovdje nije prikazano.',
    }),
  milestone: (p) => `${percent(locale, p)} gotovo`,
  reasonNames: {
    'too-short': 'Prekratak',
    'too-long': 'Predug',
    'invalid-length': 'Pogrešna duljina',
    'not-accepted': 'Ovdje se ne prihvaća',
    'extension-too-long': 'Predug kućni broj',
    invalid: 'Nije valjan broj',
    'unknown-calling-code': 'Nepoznat pozivni broj zemlje',
    'not-a-number': 'Nema telefonskog broja u ćeliji',
    'no-country': 'Nema poznate zemlje: odaberite zadanu zemlju',
    'spreadsheet-float': 'Promijenila proračunska tablica (znanstveni zapis ili .0)',
  },
  types,
  chart: 'Valjani brojevi po zemljama',
  filtering: 'Filtriranje…',
  exporting: 'Priprema izvoza…',
  copyFailed: 'Preglednik nije dopustio kopiranje.',
  summary: 'Sažetak',
  statuses: { valid: 'Valjano', invalid: 'Nevaljano', empty: 'Prazno' },
  reasons: 'Razlozi',
  numbers: 'Brojevi',
  byType: 'Valjani brojevi po vrsti',
  topCountries: 'Najčešće zemlje',
  filterStatus: 'Status',
  filterCountry: 'Zemlja',
  all: 'Sve',
  search: 'Pretraži rezultate',
  shown: (n, total) => `Prikazano: ${count(locale, n)} / ${rows(total)}`,
  columns: {
    row: '#',
    original: 'Izvornik',
    e164: 'E.164',
    international: 'Međunarodni',
    country: 'Zemlja',
    type: 'Vrsta',
    status: 'Status',
    reason: 'Razlog',
  },
  exportXlsx: 'Izvezi Excelovu radnu knjigu (.xlsx)',
  tooManyForSpreadsheet: `Više redaka nego što Excel može primiti (${count(locale, 1048576)}): umjesto toga izvezite CSV.`,
  sheet: 'List',
  exportCsv: 'Izvezi CSV',
  validIn: (countries) => `valjan za: ${countries}`,
  duplicateOf: (row) => `isto kao redak ${row}`,
  extension: (digits) => `kućni ${digits}`,
  loadedFile: (name, size) => `Datoteka: ${name} (${size})`,
  readWithoutQuotes: 'Čitaj navodnike kao običan tekst',
  unclosedQuote: (row) =>
    `Navodnik otvoren u retku ${count(locale, row)} datoteke nikad se ne zatvara, pa je ostatak datoteke pročitan kao jedna ćelija tog retka. Zatvorite navodnik i ponovno učitajte datoteku ili čitajte navodnike kao običan tekst.`,
  quoteInUnquotedCell: (row, more) =>
    `Redak ${count(locale, row)} ima navodnik u ćeliji bez navodnika; ćelija je pročitana onako kako je napisana${more > 0 ? ` (kao i ${inMoreRows(more)})` : ''}.`,
  textAfterQuote: (row, more) =>
    `U retku ${count(locale, row)} nakon zatvarajućeg navodnika slijedi tekst, pa je navodnik pročitan kao dio ćelije, koja se nastavlja do sljedećeg zatvarajućeg navodnika${more > 0 ? ` (kao i ${inMoreRows(more)})` : ''}. Provjerite taj redak ili čitajte datoteku s navodnicima kao običnim tekstom.`,
  notUtf8: (byte, row) => `Bajt ${byte} u retku ${count(locale, row)} nije UTF-8.`,
  firstUtf8: (row) => `Prvi znak UTF-8 u retku ${count(locale, row)}.`,
  filterMark: 'Prikaži',
  marks: {
    duplicate: 'Duplikati',
    several: 'Više brojeva u ćeliji',
    'unknown-country': 'Zemlja nije prepoznata',
  },
  exportRows: 'Retci',
  rowsAll: 'Svi retci',
  rowsValid: 'Samo valjani brojevi',
  rowsShown: (n) =>
    plural(locale, n, {
      one: '# prikazani redak',
      few: '# prikazana retka',
      many: '# prikazanih redaka',
      other: '# prikazanih redaka',
    }),
  forExcel: 'Za Excel: zadrži brojeve kao tekst (="+44…")',
  exportHelp:
    'Izvoz zadržava vaše stupce kakvi su bili i dodaje <telefonski stupac>_e164 (samo E.164), _country, _type, _status, _reason, _extension, _others i _duplicate_of te na kraju judged_by (verzije Telfielda i libphonenumber-js koje su procijenile redak). Ćelija koju bi proračunska tablica mogla izvršiti kao formulu (počinje s =, @ ili s + ili - nakon kojih slijedi više od telefonskog broja) dobiva apostrof na početku; telefonski brojevi zapisuju se kakvi jesu.',
  writeBack: 'Zapiši E.164 u telefonske stupce',
  layoutLong: 'Jedan redak po broju (za bazu podataka)',
  copyValid: 'Kopiraj valjane brojeve, uključujući duplikate',
  copyUnique: 'Kopiraj valjane brojeve bez duplikata',
  copied: (n) =>
    plural(locale, n, {
      one: 'Kopiran je # broj',
      few: 'Kopirana su # broja',
      many: 'Kopirano je # brojeva',
      other: 'Kopirano je # brojeva',
    }),
};
