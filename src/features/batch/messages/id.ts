// The list cleaner's words in Indonesian (BATCH_WORDS in batch-words.ts loads it when the language is in use).
import { count, plural } from '../../../components/i18n/plural';
import { types } from '../../../components/i18n/number-types/id';
import type { BatchMessages } from './batch-messages';

// Indonesian has one plural form (other): a noun after a count stays singular ("5 baris").
const locale = 'id';
const rows = (n: number) => plural(locale, n, { other: '# baris' });
const percent = (value: number) => new Intl.NumberFormat(locale, { style: 'percent' }).format(value / 100);
const tenths = (value: number) =>
  new Intl.NumberFormat(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(value);

export const id: BatchMessages = {
  steps: ['Muat', 'Kolom', 'Bersihkan', 'Ekspor'],
  title: 'Bersihkan daftar',
  intro:
    'Letakkan file CSV, TSV, atau Excel (.xlsx), atau tempel nomor. Semua berjalan di komputer ini, tidak ada yang diunggah.',
  file: 'File',
  dropHere: 'Letakkan file CSV, TSV, atau Excel (.xlsx) di sini, atau pilih file',
  paste: 'Tempel nomor',
  usePasted: 'Gunakan teks yang ditempel',
  preview: (n) => `Baris-baris pertama (dari ${rows(n)})`,
  hasHeader: 'Baris pertama adalah header',
  phoneColumn: 'Kolom telepon',
  pickedColumns: (n) => plural(locale, n, { other: '# kolom telepon' }),
  column: (n) => `Kolom ${count(locale, n)}`,
  defaultCountry: 'Negara untuk nomor tanpa +',
  start: 'Mulai',
  cancel: 'Batal',
  progress: 'Kemajuan',
  progressText: (done, total, perSecond, secondsLeft) =>
    `${count(locale, done)} dari ${rows(total)}, ${plural(locale, Math.round(perSecond), { other: '# baris/detik' })}${secondsLeft === undefined ? '' : `, sisa sekitar ${count(locale, Math.ceil(secondsLeft))} detik`}`,
  finished: (n, seconds) => `Selesai: ${rows(n)} dalam ${tenths(seconds)} detik.`,
  cancelled: 'Dihentikan. Tidak ada yang diubah.',
  problems: {
    empty: 'File atau teks kosong.',
    binary: 'Ini tampaknya bukan file teks. Pilih file CSV, TSV, atau Excel (.xlsx).',
    'too-large': `File ini lebih besar dari ${count(locale, 100)} MB (sekitar lima juta baris). Pecah menjadi beberapa file yang lebih kecil.`,
    'too-many-columns': `Ada baris yang memiliki lebih dari ${count(locale, 16384)} kolom (batas spreadsheet), jadi file tidak dibaca. Apakah ini daftar dengan satu baris per kontak?`,
    'no-rows': 'Daftar ini memiliki header, tetapi tidak ada baris di bawahnya.',
    'no-phone-column': 'Tidak ada kolom yang berisi nomor telepon.',
    'too-many-rows':
      'Daftar ini memiliki lebih dari lima juta baris (di luar header). Pecah menjadi beberapa file yang lebih kecil.',
    unreadable: 'File tidak dapat dibaca. Mungkin file telah dipindahkan atau diubah.',
    worker: 'Terjadi kesalahan saat memeriksa nomor. Silakan coba lagi.',
  },
  reading: (p) => `Membaca file… ${percent(p)}`,
  readAs: 'Encoding teks',
  encoding: (name) => `Dibaca sebagai ${name}.`,
  replacedLines: (lines) => `Pertama kali muncul di baris ${lines}.`,
  replaced: (n) =>
    `${plural(locale, n, { other: '# karakter' })} tidak dapat dibaca dalam encoding ini (encoding campuran?) dan ditampilkan sebagai �. Nomor telepon tidak terpengaruh kecuali mengandung karakter tersebut.`,
  truncated: (n) =>
    `${plural(locale, n, { other: '# sel telepon' })} lebih panjang dari ${count(locale, 250)} karakter; hanya ${count(locale, 250)} karakter pertamanya yang dibaca.`,
  countryColumn: 'Kolom negara (ID, IDN, Indonesia, +62)',
  noCountryColumn: 'Tidak ada',
  moreColumns: (n) => plural(locale, n, { other: '# kolom lainnya tidak ditampilkan di sini.' }),
  milestone: (p) => `${percent(p)} selesai`,
  reasonNames: {
    'too-short': 'Terlalu pendek',
    'too-long': 'Terlalu panjang',
    'invalid-length': 'Panjang salah',
    'not-accepted': 'Tidak diterima di sini',
    'extension-too-long': 'Ekstensi terlalu panjang',
    invalid: 'Bukan nomor yang valid',
    'unknown-calling-code': 'Kode panggilan negara tidak dikenal',
    'not-a-number': 'Tidak ada nomor telepon di sel',
    'no-country': 'Negara tidak diketahui: pilih negara default',
    'spreadsheet-float': 'Diubah oleh spreadsheet (notasi ilmiah atau .0)',
  },
  types,
  chart: 'Nomor valid per negara',
  filtering: 'Memfilter…',
  exporting: 'Menyiapkan ekspor…',
  copyFailed: 'Browser tidak mengizinkan penyalinan.',
  summary: 'Ringkasan',
  statuses: { valid: 'Valid', invalid: 'Tidak valid', empty: 'Kosong' },
  reasons: 'Alasan',
  numbers: 'Nomor',
  byType: 'Nomor valid menurut jenis',
  topCountries: 'Negara teratas',
  filterStatus: 'Status',
  filterCountry: 'Negara',
  all: 'Semua',
  search: 'Cari di hasil',
  shown: (n, total) => `${count(locale, n)} dari ${rows(total)} ditampilkan`,
  columns: {
    row: '#',
    original: 'Asli',
    e164: 'E.164',
    international: 'Internasional',
    country: 'Negara',
    type: 'Jenis',
    status: 'Status',
    reason: 'Alasan',
  },
  exportXlsx: 'Ekspor workbook Excel (.xlsx)',
  tooManyForSpreadsheet: `Jumlah baris melebihi kapasitas Excel (${count(locale, 1048576)}): ekspor sebagai CSV saja.`,
  sheet: 'Sheet',
  exportCsv: 'Ekspor CSV',
  validIn: (countries) => `valid di ${countries}`,
  duplicateOf: (row) => `sama dengan baris ${row}`,
  extension: (digits) => `ekst. ${digits}`,
  loadedFile: (name, size) => `File: ${name} (${size})`,
  readWithoutQuotes: 'Baca tanda kutip sebagai teks biasa',
  unclosedQuote: (row) =>
    `Tanda kutip yang dibuka di baris ${count(locale, row)} file tidak pernah ditutup, sehingga sisa file dibaca sebagai satu sel di baris itu. Tutup tanda kutipnya lalu muat ulang file, atau baca tanda kutip sebagai teks biasa.`,
  quoteInUnquotedCell: (row, more) =>
    `Baris ${count(locale, row)} memiliki tanda kutip di dalam sel tanpa tanda kutip; sel itu dibaca apa adanya${more > 0 ? ` (begitu pula ${plural(locale, more, { other: '# baris lainnya' })})` : ''}.`,
  textAfterQuote: (row, more) =>
    `Di baris ${count(locale, row)}, tanda kutip penutup diikuti teks, sehingga tanda kutip itu dibaca sebagai bagian dari sel, yang berlanjut hingga tanda kutip penutup berikutnya${more > 0 ? ` (begitu pula di ${plural(locale, more, { other: '# baris lainnya' })})` : ''}. Periksa baris itu, atau baca file dengan tanda kutip sebagai teks biasa.`,
  notUtf8: (byte, row) => `Byte ${byte} di baris ${count(locale, row)} bukan UTF-8.`,
  firstUtf8: (row) => `Karakter UTF-8 pertama ada di baris ${count(locale, row)}.`,
  filterMark: 'Tampilkan',
  marks: {
    duplicate: 'Duplikat',
    several: 'Beberapa nomor dalam satu sel',
    'unknown-country': 'Negara tidak dikenali',
  },
  exportRows: 'Baris',
  rowsAll: 'Semua baris',
  rowsValid: 'Hanya nomor valid',
  rowsShown: (n) => plural(locale, n, { other: '# baris yang ditampilkan' }),
  forExcel: 'Untuk Excel: simpan nomor sebagai teks (="+44…")',
  exportHelp:
    'Ekspor mempertahankan kolom Anda apa adanya dan menambahkan <kolom telepon>_e164 (hanya E.164), _country, _type, _status, _reason, _extension, _others, dan _duplicate_of, lalu judged_by (versi Telfield dan libphonenumber-js yang menilai baris tersebut). Sel yang dapat dijalankan spreadsheet sebagai rumus (diawali =, @, atau + atau - yang diikuti lebih dari sekadar nomor telepon) diberi apostrof di depannya; nomor telepon ditulis apa adanya.',
  writeBack: 'Tulis E.164 ke kolom telepon',
  layoutLong: 'Satu baris per nomor (untuk database)',
  copyValid: 'Salin nomor valid, termasuk duplikat',
  copyUnique: 'Salin nomor valid tanpa duplikat',
  copied: (n) => plural(locale, n, { other: '# nomor disalin' }),
};
