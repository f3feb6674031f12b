// The list cleaner's words in Hungarian (BATCH_WORDS in batch-words.ts loads it when the language is in use).
import { count, percent, plural, pluralList, seconds } from '../../../intl/plural';
import { types } from '../../../components/i18n/number-types/hu';
import type { BatchMessages } from './batch-messages';

// Hungarian keeps a noun singular after a number ("5 sor"); the forms are still given per category. Row numbers are
// ordinals ("12. sor"); "a(z)" stands before them, as the article depends on how the number is read.
const locale = 'hu';
const rows = (n: number) => plural(locale, n, { one: '# sor', other: '# sor' });
const inMoreRows = (n: number) => plural(locale, n, { one: 'további # sorban', other: 'további # sorban' });

export const hu: BatchMessages = {
  steps: ['Betöltés', 'Oszlopok', 'Tisztítás', 'Exportálás'],
  title: 'Lista tisztítása',
  intro:
    'Húzzon ide egy CSV-, TSV- vagy Excel-fájlt (.xlsx), vagy illesszen be számokat. Minden ezen a számítógépen fut, semmi sem kerül feltöltésre.',
  file: 'Fájl',
  dropHere: 'Húzzon ide egy CSV-, TSV- vagy Excel-fájlt (.xlsx), vagy válasszon egyet',
  paste: 'Számok beillesztése',
  usePasted: 'Beillesztett szöveg használata',
  preview: (n) => `Az első sorok (összesen ${rows(n)})`,
  hasHeader: 'Az első sor fejléc',
  phoneColumn: 'Telefonszám-oszlopok',
  pickedColumns: (n) => plural(locale, n, { one: '# telefonszám-oszlop', other: '# telefonszám-oszlop' }),
  column: (n) => `${count(locale, n)}. oszlop`,
  defaultCountry: 'Ország a + nélküli számokhoz',
  start: 'Indítás',
  cancel: 'Mégse',
  progress: 'Folyamat',
  progressText: (done, total, perSecond, secondsLeft) =>
    `${count(locale, done)} / ${rows(total)}, ${plural(locale, Math.round(perSecond), {
      one: '# sor/s',
      other: '# sor/s',
    })}${secondsLeft === undefined ? '' : `, még kb. ${count(locale, Math.ceil(secondsLeft))} s`}`,
  finished: (n, duration) => `Kész: ${rows(n)}, ${seconds(locale, duration)} s alatt.`,
  cancelled: 'Leállítva. Semmi sem változott.',
  problems: {
    empty: 'A fájl vagy a szöveg üres.',
    binary: 'Ez nem tűnik szövegfájlnak. Válasszon CSV-, TSV- vagy Excel-fájlt (.xlsx).',
    'too-large': 'A fájl nagyobb 100 MB-nál (kb. ötmillió sor). Ossza fel kisebb fájlokra.',
    'too-many-columns': `Egy sorban több mint ${count(locale, 16384)} oszlop van (a táblázatkezelők határa), ezért a fájl nem lett beolvasva. Kapcsolatonként egy sort tartalmazó listáról van szó?`,
    'no-rows': 'A listának van fejléce, de alatta nincsenek sorok.',
    'no-phone-column': 'Egyik oszlop sem tartalmaz telefonszámokat.',
    'too-many-rows':
      'A lista több mint ötmillió sort tartalmaz (a fejlécen kívül). Ossza fel kisebb fájlokra.',
    unreadable: 'A fájlt nem sikerült beolvasni. Lehet, hogy áthelyezték vagy módosították.',
    worker: 'Hiba történt a számok ellenőrzése közben. Próbálja újra.',
  },
  reading: (p) => `Fájl beolvasása… ${percent(locale, p)}`,
  readAs: 'Karakterkódolás',
  encoding: (name) => `Beolvasva ${name} kódolással.`,
  replacedLines: (...lines) =>
    pluralList(locale, lines, {
      one: 'Először a következő sorban: #.',
      other: 'Először a következő sorokban: #.',
    }),
  replaced: (n) =>
    `${plural(locale, n, {
      one: '# karaktert nem sikerült beolvasni ezzel a kódolással (vegyes kódolás?); � jelként jelenik meg.',
      other:
        '# karaktert nem sikerült beolvasni ezzel a kódolással (vegyes kódolás?); ezek � jelként jelennek meg.',
    })} A telefonszámokat ez csak akkor érinti, ha ilyen karaktert tartalmaznak.`,
  truncated: (n) =>
    plural(locale, n, {
      one: '# telefonszámcella 250 karakternél hosszabb volt; csak az első 250 karaktere lett beolvasva.',
      other:
        '# telefonszámcella 250 karakternél hosszabb volt; mindegyikből csak az első 250 karakter lett beolvasva.',
    }),
  countryColumn: 'Országoszlop (HU, HUN, Magyarország, +36)',
  noCountryColumn: 'Nincs',
  moreColumns: (n) =>
    plural(locale, n, {
      one: 'További # oszlop itt nem látható.',
      other: 'További # oszlop itt nem látható.',
    }),
  milestone: (p) => `${percent(locale, p)} kész`,
  reasonNames: {
    'too-short': 'Túl rövid',
    'too-long': 'Túl hosszú',
    'invalid-length': 'Hibás hossz',
    'not-accepted': 'Itt nem elfogadott',
    'extension-too-long': 'Túl hosszú mellék',
    invalid: 'Nem érvényes szám',
    'unknown-calling-code': 'Ismeretlen országhívószám',
    'not-a-number': 'Nincs telefonszám a cellában',
    'no-country': 'Nem ismert ország: válasszon alapértelmezett országot',
    'spreadsheet-float': 'Táblázatkezelő módosította (tudományos jelölés vagy .0)',
  },
  types,
  chart: 'Érvényes számok országonként',
  filtering: 'Szűrés…',
  exporting: 'Az exportálás előkészítése…',
  copyFailed: 'A böngésző nem engedélyezte a másolást.',
  summary: 'Összegzés',
  statuses: { valid: 'Érvényes', invalid: 'Érvénytelen', empty: 'Üres' },
  reasons: 'Okok',
  numbers: 'Számok',
  byType: 'Érvényes számok típus szerint',
  topCountries: 'Leggyakoribb országok',
  filterStatus: 'Állapot',
  filterCountry: 'Ország',
  all: 'Mind',
  search: 'Keresés az eredményekben',
  shown: (n, total) => `${count(locale, n)} / ${rows(total)} látható`,
  columns: {
    row: '#',
    original: 'Eredeti',
    e164: 'E.164',
    international: 'Nemzetközi',
    country: 'Ország',
    type: 'Típus',
    status: 'Állapot',
    reason: 'Ok',
  },
  exportXlsx: 'Exportálás Excel-munkafüzetbe (.xlsx)',
  tooManyForSpreadsheet: `Több sor, mint amennyit az Excel kezel (${count(locale, 1048576)}): exportáljon inkább CSV-be.`,
  sheet: 'Munkalap',
  exportCsv: 'Exportálás CSV-be',
  validIn: (countries) => `érvényes: ${countries}`,
  duplicateOf: (row) => `ugyanaz, mint a(z) ${row}. sor`,
  extension: (digits) => `mellék: ${digits}`,
  loadedFile: (name, size) => `Fájl: ${name} (${size})`,
  readWithoutQuotes: 'Idézőjelek beolvasása egyszerű szövegként',
  unclosedQuote: (row) =>
    `A fájl ${count(locale, row)}. sorában megnyitott idézőjel sehol sincs lezárva, ezért a fájl többi része ennek a sornak egyetlen cellájaként lett beolvasva. Zárja le az idézőjelet, és töltse be újra a fájlt, vagy olvassa be az idézőjeleket egyszerű szövegként.`,
  quoteInUnquotedCell: (row, more) =>
    `A(z) ${count(locale, row)}. sorban egy idézőjel nélküli cellában idézőjel van; a cella úgy lett beolvasva, ahogy írva van${more > 0 ? ` (és ${inMoreRows(more)} is)` : ''}.`,
  textAfterQuote: (row, more) =>
    `A(z) ${count(locale, row)}. sorban egy záró idézőjelet szöveg követ, ezért az idézőjel a cella részeként lett beolvasva, és a cella a következő záró idézőjelig tart${more > 0 ? ` (és ${inMoreRows(more)} is)` : ''}. Ellenőrizze ezt a sort, vagy olvassa be a fájlt úgy, hogy az idézőjelek egyszerű szövegnek számítsanak.`,
  notUtf8: (byte, row) => `A(z) ${count(locale, row)}. sor ${byte} bájtja nem UTF-8.`,
  firstUtf8: (row) => `Az első UTF-8 karakter a(z) ${count(locale, row)}. sorban van.`,
  filterMark: 'Megjelenítés',
  marks: {
    duplicate: 'Ismétlődések',
    several: 'Több szám egy cellában',
    'unknown-country': 'Fel nem ismert ország',
  },
  exportRows: 'Sorok',
  rowsAll: 'Minden sor',
  rowsValid: 'Csak az érvényes számok',
  rowsShown: (n) => plural(locale, n, { one: 'A megjelenített # sor', other: 'A megjelenített # sor' }),
  forExcel: 'Excelhez: a számok maradjanak szövegek (="+44…")',
  exportHelp:
    'Az exportálás változatlanul megtartja az oszlopait, és hozzáadja a <telefonszám-oszlop>_e164 (csak E.164), _country, _type, _status, _reason, _extension, _others és _duplicate_of oszlopot, végül a judged_by oszlopot (a sort elbíráló Telfield- és libphonenumber-js-verzió). Az a cella, amelyet egy táblázatkezelő képletként futtathatna (=, @ jellel, vagy + vagy - jellel kezdődik, amelyet egy telefonszámnál több követ), az elején aposztrófot kap; a telefonszámok változatlanul kerülnek kiírásra.',
  writeBack: 'E.164 írása a telefonszám-oszlopokba',
  layoutLong: 'Számonként egy sor (adatbázishoz)',
  copyValid: 'Érvényes számok másolása, ismétlődésekkel',
  copyUnique: 'Érvényes számok másolása ismétlődések nélkül',
  copied: (n) => plural(locale, n, { one: '# szám kimásolva', other: '# szám kimásolva' }),
};
