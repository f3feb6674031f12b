// The list cleaner's words in Polish (BATCH_WORDS in batch-words.ts loads it when the language is in use).
import { count, percent, plural, pluralList, seconds } from '../../../intl/plural';
import { types } from '../../../components/i18n/number-types/pl';
import type { BatchMessages } from './batch-messages';

const locale = 'pl';
/** "5 wierszy" (nominative). */
const rows = (n: number) =>
  plural(locale, n, { one: '# wiersz', few: '# wiersze', many: '# wierszy', other: '# wiersza' });
/** "z 5 wierszy" (genitive). */
const ofRows = (n: number) =>
  plural(locale, n, { one: '# wiersza', few: '# wierszy', many: '# wierszy', other: '# wiersza' });

export const words: BatchMessages = {
  steps: ['Wczytaj', 'Kolumny', 'Wyczyść', 'Eksportuj'],
  title: 'Wyczyść listę',
  intro:
    'Upuść plik CSV, TSV lub Excel (.xlsx) albo wklej numery. Wszystko działa na tym komputerze, nic nie jest wysyłane.',
  file: 'Plik',
  dropHere: 'Upuść tutaj plik CSV, TSV lub Excel (.xlsx) albo wybierz plik',
  paste: 'Wklej numery',
  usePasted: 'Użyj wklejonego tekstu',
  preview: (n) => `Pierwsze wiersze (łącznie ${rows(n)})`,
  hasHeader: 'Pierwszy wiersz to nagłówek',
  phoneColumn: 'Kolumny z numerami telefonów',
  pickedColumns: (n) =>
    plural(locale, n, {
      one: '# kolumna z numerami telefonów',
      few: '# kolumny z numerami telefonów',
      many: '# kolumn z numerami telefonów',
      other: '# kolumny z numerami telefonów',
    }),
  column: (n) => `Kolumna ${count(locale, n)}`,
  defaultCountry: 'Kraj dla numerów bez +',
  start: 'Rozpocznij',
  cancel: 'Anuluj',
  progress: 'Postęp',
  progressText: (done, total, perSecond, secondsLeft) =>
    `${count(locale, done)} z ${ofRows(total)}, ${plural(locale, Math.round(perSecond), {
      one: '# wiersz/s',
      few: '# wiersze/s',
      many: '# wierszy/s',
      other: '# wiersza/s',
    })}${secondsLeft === undefined ? '' : `, pozostało ok. ${count(locale, Math.ceil(secondsLeft))} s`}`,
  finished: (n, duration) => `Gotowe: ${rows(n)} w ${seconds(locale, duration)} s.`,
  cancelled: 'Zatrzymano. Nic nie zostało zmienione.',
  problems: {
    empty: 'Plik lub tekst jest pusty.',
    binary: 'To nie wygląda na plik tekstowy. Wybierz plik CSV, TSV lub Excel (.xlsx).',
    'too-large': 'Ten plik ma ponad 100 MB (około pięciu milionów wierszy). Podziel go na mniejsze pliki.',
    'too-many-columns':
      'Jeden z wierszy ma ponad 16 384 kolumny (limit arkuszy kalkulacyjnych), więc plik nie został wczytany. Czy to lista z jednym wierszem na kontakt?',
    'no-rows': 'Lista ma nagłówek, ale pod nim nie ma żadnych wierszy.',
    'no-phone-column': 'Żadna kolumna nie zawiera numerów telefonów.',
    'too-many-rows':
      'Ta lista ma ponad pięć milionów wierszy (nie licząc nagłówka). Podziel ją na mniejsze pliki.',
    unreadable: 'Nie udało się odczytać pliku. Mógł zostać przeniesiony lub zmieniony.',
    worker: 'Podczas sprawdzania numerów coś poszło nie tak. Spróbuj ponownie.',
  },
  reading: (p) => `Wczytywanie pliku… ${percent(locale, p)}`,
  readAs: 'Kodowanie tekstu',
  encoding: (name) => `Odczytano jako ${name}.`,
  replacedLines: (...lines) =>
    pluralList(locale, lines, {
      one: 'Pierwsze wystąpienie w wierszu #.',
      few: 'Pierwsze wystąpienia w wierszach: #.',
      many: 'Pierwsze wystąpienia w wierszach: #.',
      other: 'Pierwsze wystąpienia w wierszach: #.',
    }),
  replaced: (n) =>
    `${plural(locale, n, {
      one: '# znak jest nieczytelny w tym kodowaniu (mieszane kodowania?) i jest wyświetlany jako �.',
      few: '# znaki są nieczytelne w tym kodowaniu (mieszane kodowania?) i są wyświetlane jako �.',
      many: '# znaków jest nieczytelnych w tym kodowaniu (mieszane kodowania?) i są one wyświetlane jako �.',
      other: '# znaku jest nieczytelne w tym kodowaniu (mieszane kodowania?) i jest wyświetlane jako �.',
    })} Numerów telefonów dotyczy to tylko wtedy, gdy zawierają takie znaki.`,
  truncated: (n) =>
    plural(locale, n, {
      one: '# komórka z numerem miała ponad 250 znaków; odczytano tylko jej pierwsze 250 znaków.',
      few: '# komórki z numerami miały ponad 250 znaków; z każdej odczytano tylko pierwsze 250 znaków.',
      many: '# komórek z numerami miało ponad 250 znaków; z każdej odczytano tylko pierwsze 250 znaków.',
      other: '# komórki z numerami miało ponad 250 znaków; z każdej odczytano tylko pierwsze 250 znaków.',
    }),
  countryColumn: 'Kolumna z krajem (PL, POL, Polska, +48)',
  noCountryColumn: 'Brak',
  moreColumns: (n) =>
    plural(locale, n, {
      one: 'Jeszcze # kolumna nie jest tu pokazana.',
      few: 'Jeszcze # kolumny nie są tu pokazane.',
      many: 'Jeszcze # kolumn nie jest tu pokazanych.',
      other: 'Jeszcze # kolumny nie jest tu pokazane.',
    }),
  milestone: (p) => `Ukończono ${percent(locale, p)}`,
  reasonNames: {
    'too-short': 'Za krótki',
    'too-long': 'Za długi',
    'invalid-length': 'Nieprawidłowa długość',
    'not-accepted': 'Tu nieakceptowany',
    'extension-too-long': 'Za długi numer wewnętrzny',
    invalid: 'Nieprawidłowy numer',
    'unknown-calling-code': 'Nieznany numer kierunkowy kraju',
    'not-a-number': 'Brak numeru telefonu w komórce',
    'no-country': 'Nieznany kraj: wybierz kraj domyślny',
    'spreadsheet-float': 'Zmienione przez arkusz kalkulacyjny (notacja naukowa lub .0)',
  },
  types,
  chart: 'Prawidłowe numery według kraju',
  filtering: 'Filtrowanie…',
  exporting: 'Przygotowywanie eksportu…',
  copyFailed: 'Przeglądarka nie zezwoliła na kopiowanie.',
  summary: 'Podsumowanie',
  statuses: { valid: 'Prawidłowy', invalid: 'Nieprawidłowy', empty: 'Pusty' },
  reasons: 'Przyczyny',
  numbers: 'Numery',
  byType: 'Prawidłowe numery według typu',
  topCountries: 'Najczęstsze kraje',
  filterStatus: 'Status',
  filterCountry: 'Kraj',
  all: 'Wszystkie',
  search: 'Szukaj w wynikach',
  shown: (n, total) => `Pokazano ${count(locale, n)} z ${ofRows(total)}`,
  columns: {
    row: '#',
    original: 'Oryginał',
    e164: 'E.164',
    international: 'Międzynarodowy',
    country: 'Kraj',
    type: 'Typ',
    status: 'Status',
    reason: 'Przyczyna',
  },
  exportXlsx: 'Eksportuj skoroszyt Excel (.xlsx)',
  tooManyForSpreadsheet: 'Więcej wierszy, niż mieści Excel (1 048 576): wyeksportuj do CSV.',
  sheet: 'Arkusz',
  exportCsv: 'Eksportuj CSV',
  validIn: (countries) => `prawidłowy dla: ${countries}`,
  duplicateOf: (row) => `taki sam jak wiersz ${row}`,
  extension: (digits) => `wewn. ${digits}`,
  loadedFile: (name, size) => `Plik: ${name} (${size})`,
  readWithoutQuotes: 'Czytaj cudzysłowy jako zwykły tekst',
  unclosedQuote: (row) =>
    `Cudzysłów otwarty w wierszu ${count(locale, row)} pliku nigdzie nie jest zamknięty, więc reszta pliku została odczytana jako jedna komórka tego wiersza. Zamknij cudzysłów i wczytaj plik ponownie albo odczytaj go z cudzysłowami jako zwykłym tekstem.`,
  quoteInUnquotedCell: (row, more) =>
    `Wiersz ${count(locale, row)} ma cudzysłów w komórce bez cudzysłowów; został odczytany tak, jak jest zapisany${more > 0 ? ` (to samo dotyczy jeszcze ${ofRows(more)})` : ''}.`,
  textAfterQuote: (row, more) =>
    `W wierszu ${count(locale, row)} po cudzysłowie zamykającym następuje tekst, więc cudzysłów został odczytany jako część komórki, która ciągnie się do następnego cudzysłowu zamykającego${more > 0 ? ` (to samo dotyczy jeszcze ${ofRows(more)})` : ''}. Sprawdź ten wiersz albo odczytaj plik z cudzysłowami jako zwykłym tekstem.`,
  notUtf8: (byte, row) => `Bajt ${byte} w wierszu ${count(locale, row)} nie jest zgodny z UTF-8.`,
  firstUtf8: (row) => `Pierwszy znak UTF-8 w wierszu ${count(locale, row)}.`,
  filterMark: 'Pokaż',
  marks: {
    duplicate: 'Duplikaty',
    several: 'Kilka numerów w komórce',
    'unknown-country': 'Nierozpoznany kraj',
  },
  exportRows: 'Wiersze',
  rowsAll: 'Wszystkie wiersze',
  rowsValid: 'Tylko prawidłowe numery',
  rowsShown: (n) =>
    plural(locale, n, {
      one: 'Pokazany # wiersz',
      few: 'Pokazane # wiersze',
      many: 'Pokazanych # wierszy',
      other: 'Pokazane # wiersza',
    }),
  forExcel: 'Dla Excela: zachowaj numery jako tekst (="+44…")',
  exportHelp:
    'Eksport zachowuje Twoje kolumny bez zmian i dodaje <kolumna z numerami telefonów>_e164 (tylko E.164), _country, _type, _status, _reason, _extension, _others i _duplicate_of, a na końcu judged_by (wersje Telfield i libphonenumber-js, które oceniły wiersz). Komórka, którą arkusz kalkulacyjny mógłby wykonać jako formułę (zaczynająca się od =, @ albo od + lub -, po których następuje coś więcej niż numer telefonu), dostaje na początku apostrof; numery telefonów są zapisywane bez zmian.',
  writeBack: 'Zapisz E.164 w kolumnach z numerami telefonów',
  layoutLong: 'Jeden wiersz na numer (dla bazy danych)',
  copyValid: 'Kopiuj prawidłowe numery razem z duplikatami',
  copyUnique: 'Kopiuj prawidłowe numery bez duplikatów',
  copied: (n) =>
    plural(locale, n, {
      one: 'Skopiowano # numer',
      few: 'Skopiowano # numery',
      many: 'Skopiowano # numerów',
      other: 'Skopiowano # numeru',
    }),
};
