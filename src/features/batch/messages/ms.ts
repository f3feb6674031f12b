// The list cleaner's words in Malay (BATCH_WORDS in batch-words.ts loads it when the language is in use).
import { count, plural } from '../../../components/i18n/plural';
import { types } from '../../../components/i18n/number-types/ms';
import type { BatchMessages } from './batch-messages';

// Malay has one plural form (other): a noun after a count stays singular ("5 baris").
const locale = 'ms';
const rows = (n: number) => plural(locale, n, { other: '# baris' });
const percent = (value: number) => new Intl.NumberFormat(locale, { style: 'percent' }).format(value / 100);
const tenths = (value: number) =>
  new Intl.NumberFormat(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(value);

export const ms: BatchMessages = {
  steps: ['Muatkan', 'Lajur', 'Bersihkan', 'Eksport'],
  title: 'Bersihkan senarai',
  intro:
    'Lepaskan fail CSV, TSV atau Excel (.xlsx), atau tampal nombor. Semuanya berjalan pada komputer ini, tiada apa-apa yang dimuat naik.',
  file: 'Fail',
  dropHere: 'Lepaskan fail CSV, TSV atau Excel (.xlsx) di sini, atau pilih satu fail',
  paste: 'Tampal nombor',
  usePasted: 'Guna teks yang ditampal',
  preview: (n) => `Baris pertama (daripada ${rows(n)})`,
  hasHeader: 'Baris pertama ialah pengepala',
  phoneColumn: 'Lajur telefon',
  pickedColumns: (n) => plural(locale, n, { other: '# lajur telefon' }),
  column: (n) => `Lajur ${count(locale, n)}`,
  defaultCountry: 'Negara untuk nombor tanpa +',
  start: 'Mula',
  cancel: 'Batal',
  progress: 'Kemajuan',
  progressText: (done, total, perSecond, secondsLeft) =>
    `${count(locale, done)} daripada ${rows(total)}, ${plural(locale, Math.round(perSecond), { other: '# baris/saat' })}${secondsLeft === undefined ? '' : `, kira-kira ${count(locale, Math.ceil(secondsLeft))} saat lagi`}`,
  finished: (n, seconds) => `Selesai: ${rows(n)} dalam ${tenths(seconds)} saat.`,
  cancelled: 'Dihentikan. Tiada apa-apa yang diubah.',
  problems: {
    empty: 'Fail atau teks itu kosong.',
    binary: 'Ini tidak kelihatan seperti fail teks. Pilih fail CSV, TSV atau Excel (.xlsx).',
    'too-large': `Fail ini lebih besar daripada ${count(locale, 100)} MB (kira-kira lima juta baris). Pecahkannya kepada beberapa fail yang lebih kecil.`,
    'too-many-columns': `Satu baris mempunyai lebih daripada ${count(locale, 16384)} lajur (had hamparan), jadi fail tidak dibaca. Adakah ini senarai dengan satu baris bagi setiap kenalan?`,
    'no-rows': 'Senarai ini mempunyai pengepala tetapi tiada baris di bawahnya.',
    'no-phone-column': 'Tiada lajur yang mengandungi nombor telefon.',
    'too-many-rows':
      'Senarai ini mempunyai lebih daripada lima juta baris (selain pengepala). Pecahkannya kepada beberapa fail yang lebih kecil.',
    unreadable: 'Fail tidak dapat dibaca. Fail itu mungkin telah dialihkan atau diubah.',
    worker: 'Berlaku masalah semasa menyemak nombor. Sila cuba lagi.',
  },
  reading: (p) => `Membaca fail… ${percent(p)}`,
  readAs: 'Pengekodan teks',
  encoding: (name) => `Dibaca sebagai ${name}.`,
  replacedLines: (lines) => `Mula-mula muncul pada baris ${lines}.`,
  replaced: (n) =>
    `${plural(locale, n, { other: '# aksara' })} tidak dapat dibaca dalam pengekodan ini (pengekodan bercampur?) dan ditunjukkan sebagai �. Nombor telefon tidak terjejas kecuali jika mengandungi aksara tersebut.`,
  truncated: (n) =>
    `${plural(locale, n, { other: '# sel telefon' })} melebihi ${count(locale, 250)} aksara; hanya ${count(locale, 250)} aksara pertama dibaca.`,
  countryColumn: 'Lajur negara (MY, MYS, Malaysia, +60)',
  noCountryColumn: 'Tiada',
  moreColumns: (n) => plural(locale, n, { other: '# lajur lagi tidak ditunjukkan di sini.' }),
  milestone: (p) => `${percent(p)} selesai`,
  reasonNames: {
    'too-short': 'Terlalu pendek',
    'too-long': 'Terlalu panjang',
    'invalid-length': 'Panjang salah',
    'not-accepted': 'Tidak diterima di sini',
    'extension-too-long': 'Sambungan terlalu panjang',
    invalid: 'Bukan nombor yang sah',
    'unknown-calling-code': 'Kod panggilan negara tidak diketahui',
    'not-a-number': 'Tiada nombor telefon dalam sel',
    'no-country': 'Tiada negara diketahui: pilih negara lalai',
    'spreadsheet-float': 'Diubah oleh hamparan (tatatanda saintifik atau .0)',
  },
  types,
  chart: 'Nombor sah mengikut negara',
  filtering: 'Menapis…',
  exporting: 'Menyediakan eksport…',
  copyFailed: 'Pelayar tidak membenarkan penyalinan.',
  summary: 'Ringkasan',
  statuses: { valid: 'Sah', invalid: 'Tidak sah', empty: 'Kosong' },
  reasons: 'Sebab',
  numbers: 'Nombor',
  byType: 'Nombor sah mengikut jenis',
  topCountries: 'Negara teratas',
  filterStatus: 'Status',
  filterCountry: 'Negara',
  all: 'Semua',
  search: 'Cari dalam keputusan',
  shown: (n, total) => `${count(locale, n)} daripada ${rows(total)} ditunjukkan`,
  columns: {
    row: '#',
    original: 'Asal',
    e164: 'E.164',
    international: 'Antarabangsa',
    country: 'Negara',
    type: 'Jenis',
    status: 'Status',
    reason: 'Sebab',
  },
  exportXlsx: 'Eksport buku kerja Excel (.xlsx)',
  tooManyForSpreadsheet: `Lebih banyak baris daripada yang dapat dimuatkan oleh Excel (${count(locale, 1048576)}): eksport sebagai CSV.`,
  sheet: 'Helaian',
  exportCsv: 'Eksport CSV',
  validIn: (countries) => `sah di ${countries}`,
  duplicateOf: (row) => `sama seperti baris ${row}`,
  extension: (digits) => `samb. ${digits}`,
  loadedFile: (name, size) => `Fail: ${name} (${size})`,
  readWithoutQuotes: 'Baca tanda petikan sebagai teks biasa',
  unclosedQuote: (row) =>
    `Tanda petikan yang dibuka pada baris ${count(locale, row)} fail tidak pernah ditutup, jadi baki fail dibaca sebagai satu sel dalam baris itu. Tutup tanda petikan itu dan muatkan fail semula, atau baca tanda petikan sebagai teks biasa.`,
  quoteInUnquotedCell: (row, more) =>
    `Baris ${count(locale, row)} mempunyai tanda petikan di dalam sel yang tidak berpetik; sel itu dibaca seperti yang ditulis${more > 0 ? ` (begitu juga ${plural(locale, more, { other: '# baris lagi' })})` : ''}.`,
  textAfterQuote: (row, more) =>
    `Pada baris ${count(locale, row)}, tanda petikan penutup diikuti oleh teks, jadi tanda petikan itu dibaca sebagai sebahagian daripada sel, yang berterusan hingga tanda petikan penutup seterusnya${more > 0 ? ` (begitu juga dalam ${plural(locale, more, { other: '# baris lagi' })})` : ''}. Semak baris itu, atau baca fail dengan tanda petikan sebagai teks biasa.`,
  notUtf8: (byte, row) => `Bait ${byte} pada baris ${count(locale, row)} bukan UTF-8.`,
  firstUtf8: (row) => `Aksara UTF-8 pertama berada pada baris ${count(locale, row)}.`,
  filterMark: 'Tunjukkan',
  marks: {
    duplicate: 'Pendua',
    several: 'Beberapa nombor dalam satu sel',
    'unknown-country': 'Negara tidak dikenali',
  },
  exportRows: 'Baris',
  rowsAll: 'Semua baris',
  rowsValid: 'Nombor sah sahaja',
  rowsShown: (n) => plural(locale, n, { other: '# baris yang ditunjukkan' }),
  forExcel: 'Untuk Excel: kekalkan nombor sebagai teks (="+44…")',
  exportHelp:
    'Eksport mengekalkan lajur anda seperti asal dan menambah <lajur telefon>_e164 (E.164 sahaja), _country, _type, _status, _reason, _extension, _others dan _duplicate_of, kemudian judged_by (versi Telfield dan libphonenumber-js yang menilai baris itu). Sel yang boleh dijalankan oleh hamparan sebagai formula (bermula dengan = atau @, atau dengan + atau - yang diikuti lebih daripada sekadar nombor telefon) diberi apostrofi di hadapannya; nombor telefon ditulis seperti sedia ada.',
  writeBack: 'Tulis E.164 ke dalam lajur telefon',
  layoutLong: 'Satu baris bagi setiap nombor (untuk pangkalan data)',
  copyValid: 'Salin nombor sah, termasuk pendua',
  copyUnique: 'Salin nombor sah tanpa pendua',
  copied: (n) => plural(locale, n, { other: '# nombor disalin' }),
};
