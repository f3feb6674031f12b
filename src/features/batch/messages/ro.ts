// The list cleaner's words in Romanian (BATCH_WORDS in batch-words.ts loads it when the language is in use).
import { count, percent, plural, pluralList, seconds } from '../../../intl/plural';
import { types } from '../../../components/i18n/number-types/ro';
import type { BatchMessages } from './batch-messages';

// Romanian counts: one (1), few (0, 2–19, 101–119 …) and other (20 and more: "20 de rânduri").
const locale = 'ro';
const rows = (n: number) => plural(locale, n, { one: '# rând', few: '# rânduri', other: '# de rânduri' });
const moreRows = (n: number) =>
  plural(locale, n, { one: 'încă # rând', few: 'alte # rânduri', other: 'alte # de rânduri' });

export const ro: BatchMessages = {
  steps: ['Încărcare', 'Coloane', 'Curățare', 'Export'],
  title: 'Curățați o listă',
  intro:
    'Plasați un fișier CSV, TSV sau Excel (.xlsx) ori lipiți numere. Totul rulează pe acest computer, nimic nu este încărcat online.',
  file: 'Fișier',
  dropHere: 'Plasați aici un fișier CSV, TSV sau Excel (.xlsx) sau alegeți unul',
  paste: 'Lipiți numere',
  usePasted: 'Folosiți textul lipit',
  preview: (n) => `Primele rânduri din ${rows(n)}`,
  hasHeader: 'Primul rând este antet',
  phoneColumn: 'Coloane de telefon',
  pickedColumns: (n) =>
    plural(locale, n, {
      one: '# coloană de telefon',
      few: '# coloane de telefon',
      other: '# de coloane de telefon',
    }),
  column: (n) => `Coloana ${count(locale, n)}`,
  defaultCountry: 'Țara pentru numerele fără +',
  start: 'Începeți',
  cancel: 'Anulați',
  progress: 'Progres',
  progressText: (done, total, perSecond, secondsLeft) =>
    `${count(locale, done)} din ${rows(total)}, ${plural(locale, Math.round(perSecond), {
      one: '# rând/s',
      few: '# rânduri/s',
      other: '# de rânduri/s',
    })}${secondsLeft === undefined ? '' : `, încă aproximativ ${count(locale, Math.ceil(secondsLeft))} s`}`,
  finished: (n, duration) => `Gata: ${rows(n)} în ${seconds(locale, duration)} s.`,
  cancelled: 'Oprit. Nu s-a modificat nimic.',
  problems: {
    empty: 'Fișierul sau textul este gol.',
    binary: 'Acesta nu pare un fișier text. Alegeți un fișier CSV, TSV sau Excel (.xlsx).',
    'too-large':
      'Fișierul depășește 100 MB (aproximativ cinci milioane de rânduri). Împărțiți-l în fișiere mai mici.',
    'too-many-columns': `Un rând are mai mult de ${count(locale, 16384)} de coloane (limita foilor de calcul), așa că fișierul nu a fost citit. Este o listă cu câte un rând pentru fiecare contact?`,
    'no-rows': 'Lista are antet, dar niciun rând sub el.',
    'no-phone-column': 'Nicio coloană nu conține numere de telefon.',
    'too-many-rows':
      'Lista are mai mult de cinci milioane de rânduri (în afară de antet). Împărțiți-o în fișiere mai mici.',
    unreadable: 'Fișierul nu a putut fi citit. Poate a fost mutat sau modificat.',
    worker: 'A apărut o problemă la verificarea numerelor. Încercați din nou.',
  },
  reading: (p) => `Se citește fișierul… ${percent(locale, p)}`,
  readAs: 'Codificare text',
  encoding: (name) => `Citit ca ${name}.`,
  replacedLines: (...lines) =>
    pluralList(locale, lines, {
      one: 'Prima apariție pe rândul #.',
      few: 'Primele apariții pe rândurile #.',
      other: 'Primele apariții pe rândurile #.',
    }),
  replaced: (n) =>
    `${plural(locale, n, {
      one: '# caracter nu a putut fi citit în această codificare (codificări amestecate?) și este afișat ca �.',
      few: '# caractere nu au putut fi citite în această codificare (codificări amestecate?) și sunt afișate ca �.',
      other:
        '# de caractere nu au putut fi citite în această codificare (codificări amestecate?) și sunt afișate ca �.',
    })} Numerele de telefon nu sunt afectate decât dacă le conțin.`,
  truncated: (n) =>
    plural(locale, n, {
      one: '# celulă de telefon avea peste 250 de caractere; s-au citit doar primele 250.',
      few: '# celule de telefon aveau peste 250 de caractere; din fiecare s-au citit doar primele 250.',
      other: '# de celule de telefon aveau peste 250 de caractere; din fiecare s-au citit doar primele 250.',
    }),
  countryColumn: 'Coloana țării (RO, ROU, România, +40)',
  noCountryColumn: 'Niciuna',
  moreColumns: (n) =>
    plural(locale, n, {
      one: 'Încă # coloană nu este afișată aici.',
      few: 'Încă # coloane nu sunt afișate aici.',
      other: 'Încă # de coloane nu sunt afișate aici.',
    }),
  milestone: (p) => `${percent(locale, p)} finalizat`,
  reasonNames: {
    'too-short': 'Prea scurt',
    'too-long': 'Prea lung',
    'invalid-length': 'Lungime greșită',
    'not-accepted': 'Neacceptat aici',
    'extension-too-long': 'Interior prea lung',
    invalid: 'Număr nevalid',
    'unknown-calling-code': 'Prefix de țară necunoscut',
    'not-a-number': 'Niciun număr de telefon în celulă',
    'no-country': 'Nicio țară cunoscută: alegeți o țară implicită',
    'spreadsheet-float': 'Modificat de o foaie de calcul (notație științifică sau .0)',
  },
  types,
  chart: 'Numere valide pe țări',
  filtering: 'Se filtrează…',
  exporting: 'Se pregătește exportul…',
  copyFailed: 'Browserul nu a permis copierea.',
  summary: 'Rezumat',
  statuses: { valid: 'Valid', invalid: 'Nevalid', empty: 'Gol' },
  reasons: 'Motive',
  numbers: 'Numere',
  byType: 'Numere valide pe tipuri',
  topCountries: 'Cele mai frecvente țări',
  filterStatus: 'Stare',
  filterCountry: 'Țară',
  all: 'Toate',
  search: 'Căutați în rezultate',
  shown: (n, total) => `Se afișează ${count(locale, n)} din ${rows(total)}`,
  columns: {
    row: '#',
    original: 'Original',
    e164: 'E.164',
    international: 'Internațional',
    country: 'Țară',
    type: 'Tip',
    status: 'Stare',
    reason: 'Motiv',
  },
  exportXlsx: 'Exportați registrul Excel (.xlsx)',
  tooManyForSpreadsheet: `Mai multe rânduri decât încap în Excel (${count(locale, 1048576)}): exportați CSV în schimb.`,
  sheet: 'Foaie',
  exportCsv: 'Exportați CSV',
  validIn: (countries) => `valid în ${countries}`,
  duplicateOf: (row) => `identic cu rândul ${row}`,
  extension: (digits) => `int. ${digits}`,
  loadedFile: (name, size) => `Fișier: ${name} (${size})`,
  readWithoutQuotes: 'Citiți ghilimelele ca text simplu',
  unclosedQuote: (row) =>
    `Ghilimelele deschise pe rândul ${count(locale, row)} al fișierului nu se închid niciodată, așa că restul fișierului a fost citit ca o singură celulă a acelui rând. Închideți ghilimelele și încărcați din nou fișierul sau citiți ghilimelele ca text simplu.`,
  quoteInUnquotedCell: (row, more) =>
    `Rândul ${count(locale, row)} are ghilimele într-o celulă fără ghilimele; celula a fost citită așa cum este scrisă${more > 0 ? ` (la fel și în ${moreRows(more)})` : ''}.`,
  textAfterQuote: (row, more) =>
    `Pe rândul ${count(locale, row)} ghilimelele de închidere sunt urmate de text, așa că au fost citite ca parte a celulei, care continuă până la următoarele ghilimele de închidere${more > 0 ? ` (la fel și în ${moreRows(more)})` : ''}. Verificați acel rând sau citiți fișierul cu ghilimelele ca text simplu.`,
  notUtf8: (byte, row) => `Octetul ${byte} de pe rândul ${count(locale, row)} nu este UTF-8.`,
  firstUtf8: (row) => `Primul caracter UTF-8 este pe rândul ${count(locale, row)}.`,
  filterMark: 'Afișați',
  marks: {
    duplicate: 'Duplicate',
    several: 'Mai multe numere într-o celulă',
    'unknown-country': 'Țară nerecunoscută',
  },
  exportRows: 'Rânduri',
  rowsAll: 'Toate rândurile',
  rowsValid: 'Doar numerele valide',
  rowsShown: (n) =>
    plural(locale, n, {
      one: 'Rândul afișat (#)',
      few: 'Cele # rânduri afișate',
      other: 'Cele # de rânduri afișate',
    }),
  forExcel: 'Pentru Excel: păstrați numerele ca text (="+44…")',
  exportHelp:
    'Exportul vă păstrează coloanele așa cum erau și adaugă <coloană de telefon>_e164 (doar E.164), _country, _type, _status, _reason, _extension, _others și _duplicate_of, apoi judged_by (versiunile Telfield și libphonenumber-js care au evaluat rândul). O celulă pe care o foaie de calcul ar putea-o executa ca formulă (care începe cu =, @ sau cu + ori - urmat de mai mult decât un număr de telefon) primește un apostrof la început; numerele de telefon sunt scrise așa cum sunt.',
  writeBack: 'Scrieți E.164 în coloanele de telefon',
  layoutLong: 'Un rând pentru fiecare număr (pentru o bază de date)',
  copyValid: 'Copiați numerele valide, inclusiv duplicatele',
  copyUnique: 'Copiați numerele valide fără duplicate',
  copied: (n) =>
    plural(locale, n, { one: '# număr copiat', few: '# numere copiate', other: '# de numere copiate' }),
};
