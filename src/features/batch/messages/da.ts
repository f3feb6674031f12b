// The list cleaner's words in Danish (BATCH_WORDS in batch-words.ts loads it when the language is in use).
import { count, percent, plural, pluralList, seconds } from '../../../intl/plural';
import { types } from '../../../components/i18n/number-types/da';
import type { BatchMessages } from './batch-messages';

const locale = 'da';
const rows = (n: number) => plural(locale, n, { one: '# række', other: '# rækker' });
const moreRows = (n: number) =>
  plural(locale, n, { one: 'yderligere # række', other: 'yderligere # rækker' });

export const da: BatchMessages = {
  steps: ['Indlæs', 'Kolonner', 'Rens', 'Eksportér'],
  title: 'Rens en liste',
  intro:
    'Slip en CSV-, TSV- eller Excel-fil (.xlsx), eller indsæt numre. Det hele kører på denne computer, intet uploades.',
  file: 'Fil',
  dropHere: 'Slip en CSV-, TSV- eller Excel-fil (.xlsx) her, eller vælg en',
  paste: 'Indsæt numre',
  usePasted: 'Brug indsat tekst',
  preview: (n) => `De første rækker af ${rows(n)}`,
  hasHeader: 'Første række er en overskrift',
  phoneColumn: 'Telefonkolonner',
  pickedColumns: (n) => plural(locale, n, { one: '# telefonkolonne', other: '# telefonkolonner' }),
  column: (n) => `Kolonne ${count(locale, n)}`,
  defaultCountry: 'Land for numre uden +',
  start: 'Start',
  cancel: 'Annuller',
  progress: 'Fremskridt',
  progressText: (done, total, perSecond, secondsLeft) =>
    `${count(locale, done)} af ${rows(total)}, ${plural(locale, Math.round(perSecond), {
      one: '# række/s',
      other: '# rækker/s',
    })}${secondsLeft === undefined ? '' : `, ca. ${count(locale, Math.ceil(secondsLeft))} s tilbage`}`,
  finished: (n, duration) => `Færdig: ${rows(n)} på ${seconds(locale, duration)} s.`,
  cancelled: 'Stoppet. Intet blev ændret.',
  problems: {
    empty: 'Filen eller teksten er tom.',
    binary: 'Det ligner ikke en tekstfil. Vælg en CSV-, TSV- eller Excel-fil (.xlsx).',
    'too-large': 'Filen er større end 100 MB (ca. fem millioner rækker). Del den op i mindre filer.',
    'too-many-columns': `En række har mere end ${count(locale, 16384)} kolonner (grænsen for regneark), så filen blev ikke læst. Er det en liste med én række pr. kontakt?`,
    'no-rows': 'Listen har en overskrift, men ingen rækker under den.',
    'no-phone-column': 'Ingen kolonne indeholder telefonnumre.',
    'too-many-rows':
      'Listen har mere end fem millioner rækker (ud over overskriften). Del den op i mindre filer.',
    unreadable: 'Filen kunne ikke læses. Den er måske blevet flyttet eller ændret.',
    worker: 'Noget gik galt under tjekket af numrene. Prøv igen.',
  },
  reading: (p) => `Læser filen … ${percent(locale, p)}`,
  readAs: 'Tegnkodning',
  encoding: (name) => `Læst som ${name}.`,
  replacedLines: (...lines) =>
    pluralList(locale, lines, { one: 'Først i linje #.', other: 'Først i linjerne #.' }),
  replaced: (n) =>
    `${plural(locale, n, {
      one: '# tegn kunne ikke læses i denne kodning (blandede kodninger?) og vises som �.',
      other: '# tegn kunne ikke læses i denne kodning (blandede kodninger?) og vises som �.',
    })} Telefonnumre påvirkes ikke, medmindre de indeholder sådanne tegn.`,
  truncated: (n) =>
    plural(locale, n, {
      one: '# telefoncelle var længere end 250 tegn; kun de første 250 tegn blev læst.',
      other: '# telefonceller var længere end 250 tegn; kun de første 250 tegn i hver celle blev læst.',
    }),
  countryColumn: 'Landekolonne (DK, DNK, Danmark, +45)',
  noCountryColumn: 'Ingen',
  moreColumns: (n) =>
    plural(locale, n, {
      one: 'Yderligere # kolonne vises ikke her.',
      other: 'Yderligere # kolonner vises ikke her.',
    }),
  milestone: (p) => `${percent(locale, p)} færdig`,
  reasonNames: {
    'too-short': 'For kort',
    'too-long': 'For langt',
    'invalid-length': 'Forkert længde',
    'not-accepted': 'Accepteres ikke her',
    'extension-too-long': 'Lokalnummer for langt',
    invalid: 'Ikke et gyldigt nummer',
    'unknown-calling-code': 'Ukendt landekode',
    'not-a-number': 'Intet telefonnummer i cellen',
    'no-country': 'Intet kendt land: vælg et standardland',
    'spreadsheet-float': 'Ændret af et regneark (videnskabelig notation eller .0)',
  },
  types,
  chart: 'Gyldige numre pr. land',
  filtering: 'Filtrerer …',
  exporting: 'Forbereder eksporten …',
  copyFailed: 'Browseren tillod ikke kopiering.',
  summary: 'Oversigt',
  statuses: { valid: 'Gyldigt', invalid: 'Ugyldigt', empty: 'Tomt' },
  reasons: 'Årsager',
  numbers: 'Numre',
  byType: 'Gyldige numre pr. type',
  topCountries: 'Hyppigste lande',
  filterStatus: 'Status',
  filterCountry: 'Land',
  all: 'Alle',
  search: 'Søg i resultaterne',
  shown: (n, total) => `${count(locale, n)} af ${rows(total)} vises`,
  columns: {
    row: '#',
    original: 'Original',
    e164: 'E.164',
    international: 'Internationalt',
    country: 'Land',
    type: 'Type',
    status: 'Status',
    reason: 'Årsag',
  },
  exportXlsx: 'Eksportér Excel-projektmappe (.xlsx)',
  tooManyForSpreadsheet: `Flere rækker, end Excel kan rumme (${count(locale, 1048576)}): eksportér CSV i stedet.`,
  sheet: 'Ark',
  exportCsv: 'Eksportér CSV',
  validIn: (countries) => `gyldigt i ${countries}`,
  duplicateOf: (row) => `samme som række ${row}`,
  extension: (digits) => `lokal ${digits}`,
  loadedFile: (name, size) => `Fil: ${name} (${size})`,
  readWithoutQuotes: 'Læs anførselstegn som almindelig tekst',
  unclosedQuote: (row) =>
    `Et anførselstegn, der åbnes i række ${count(locale, row)} i filen, lukkes aldrig, så resten af filen blev læst som én celle i den række. Luk anførselstegnet, og indlæs filen igen, eller læs anførselstegn som almindelig tekst.`,
  quoteInUnquotedCell: (row, more) =>
    `Række ${count(locale, row)} har et anførselstegn i en celle uden anførselstegn; cellen blev læst, som den står${more > 0 ? ` (ligesom i ${moreRows(more)})` : ''}.`,
  textAfterQuote: (row, more) =>
    `I række ${count(locale, row)} efterfølges et afsluttende anførselstegn af tekst, så anførselstegnet blev læst som en del af cellen, der fortsætter til næste afsluttende anførselstegn${more > 0 ? ` (også i ${moreRows(more)})` : ''}. Tjek den række, eller læs filen med anførselstegn som almindelig tekst.`,
  notUtf8: (byte, row) => `Byte ${byte} i række ${count(locale, row)} er ikke UTF-8.`,
  firstUtf8: (row) => `Første UTF-8-tegn i række ${count(locale, row)}.`,
  filterMark: 'Vis',
  marks: {
    duplicate: 'Dubletter',
    several: 'Flere numre i en celle',
    'unknown-country': 'Land ikke genkendt',
  },
  exportRows: 'Rækker',
  rowsAll: 'Alle rækker',
  rowsValid: 'Kun gyldige numre',
  rowsShown: (n) => plural(locale, n, { one: 'Den # viste række', other: 'De # viste rækker' }),
  forExcel: 'Til Excel: bevar numre som tekst (="+44…")',
  exportHelp:
    'Eksporten bevarer dine kolonner, som de var, og tilføjer <telefonkolonne>_e164 (kun E.164), _country, _type, _status, _reason, _extension, _others og _duplicate_of og til sidst judged_by (de versioner af Telfield og libphonenumber-js, der vurderede rækken). En celle, som et regneark kunne køre som en formel (der starter med =, @ eller + eller - efterfulgt af mere end et telefonnummer), får en apostrof foran; telefonnumre skrives, som de er.',
  writeBack: 'Skriv E.164 i telefonkolonnerne',
  layoutLong: 'Én række pr. nummer (til en database)',
  copyValid: 'Kopiér gyldige numre, inklusive dubletter',
  copyUnique: 'Kopiér gyldige numre uden dubletter',
  copied: (n) => plural(locale, n, { one: '# nummer kopieret', other: '# numre kopieret' }),
};
