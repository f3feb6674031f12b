// The list cleaner's words in Norwegian Bokmål (BATCH_WORDS in batch-words.ts loads it when the language is in use).
import { count, percent, plural, pluralList, seconds } from '../../../intl/plural';
import { types } from '../../../components/i18n/number-types/nb';
import type { BatchMessages } from './batch-messages';

const locale = 'nb';
const rows = (n: number) => plural(locale, n, { one: '# rad', other: '# rader' });
const moreRows = (n: number) => plural(locale, n, { one: 'ytterligere # rad', other: 'ytterligere # rader' });

export const nb: BatchMessages = {
  steps: ['Last inn', 'Kolonner', 'Rens', 'Eksporter'],
  title: 'Rens en liste',
  intro:
    'Slipp en CSV-, TSV- eller Excel-fil (.xlsx), eller lim inn numre. Alt kjører på denne datamaskinen, ingenting lastes opp.',
  file: 'Fil',
  dropHere: 'Slipp en CSV-, TSV- eller Excel-fil (.xlsx) her, eller velg en',
  paste: 'Lim inn numre',
  usePasted: 'Bruk innlimt tekst',
  preview: (n) => `De første radene av ${rows(n)}`,
  hasHeader: 'Første rad er en overskrift',
  phoneColumn: 'Telefonkolonner',
  pickedColumns: (n) => plural(locale, n, { one: '# telefonkolonne', other: '# telefonkolonner' }),
  column: (n) => `Kolonne ${count(locale, n)}`,
  defaultCountry: 'Land for numre uten +',
  start: 'Start',
  cancel: 'Avbryt',
  progress: 'Fremdrift',
  progressText: (done, total, perSecond, secondsLeft) =>
    `${count(locale, done)} av ${rows(total)}, ${plural(locale, Math.round(perSecond), {
      one: '# rad/s',
      other: '# rader/s',
    })}${secondsLeft === undefined ? '' : `, ca. ${count(locale, Math.ceil(secondsLeft))} s igjen`}`,
  finished: (n, duration) => `Ferdig: ${rows(n)} på ${seconds(locale, duration)} s.`,
  cancelled: 'Stoppet. Ingenting ble endret.',
  problems: {
    empty: 'Filen eller teksten er tom.',
    binary: 'Dette ser ikke ut som en tekstfil. Velg en CSV-, TSV- eller Excel-fil (.xlsx).',
    'too-large': 'Filen er større enn 100 MB (ca. fem millioner rader). Del den opp i mindre filer.',
    'too-many-columns': `En rad har mer enn ${count(locale, 16384)} kolonner (grensen for regneark), så filen ble ikke lest. Er det en liste med én rad per kontakt?`,
    'no-rows': 'Listen har en overskrift, men ingen rader under den.',
    'no-phone-column': 'Ingen kolonne inneholder telefonnumre.',
    'too-many-rows':
      'Listen har mer enn fem millioner rader (i tillegg til overskriften). Del den opp i mindre filer.',
    unreadable: 'Filen kunne ikke leses. Den kan ha blitt flyttet eller endret.',
    worker: 'Noe gikk galt under kontrollen av numrene. Prøv igjen.',
  },
  reading: (p) => `Leser filen … ${percent(locale, p)}`,
  readAs: 'Tegnkoding',
  encoding: (name) => `Lest som ${name}.`,
  replacedLines: (...lines) =>
    pluralList(locale, lines, { one: 'Først på linje #.', other: 'Først på linjene #.' }),
  replaced: (n) =>
    `${plural(locale, n, {
      one: '# tegn kunne ikke leses i denne kodingen (blandede kodinger?) og vises som �.',
      other: '# tegn kunne ikke leses i denne kodingen (blandede kodinger?) og vises som �.',
    })} Telefonnumre påvirkes ikke med mindre de inneholder slike tegn.`,
  truncated: (n) =>
    plural(locale, n, {
      one: '# telefoncelle var lengre enn 250 tegn; bare de første 250 tegnene ble lest.',
      other: '# telefonceller var lengre enn 250 tegn; bare de første 250 tegnene i hver celle ble lest.',
    }),
  countryColumn: 'Landkolonne (NO, NOR, Norge, +47)',
  noCountryColumn: 'Ingen',
  moreColumns: (n) =>
    plural(locale, n, {
      one: 'Ytterligere # kolonne vises ikke her.',
      other: 'Ytterligere # kolonner vises ikke her.',
    }),
  milestone: (p) => `${percent(locale, p)} ferdig`,
  reasonNames: {
    'too-short': 'For kort',
    'too-long': 'For langt',
    'invalid-length': 'Feil lengde',
    'not-accepted': 'Godtas ikke her',
    'extension-too-long': 'Internnummer for langt',
    invalid: 'Ikke et gyldig nummer',
    'unknown-calling-code': 'Ukjent landskode',
    'not-a-number': 'Ikke noe telefonnummer i cellen',
    'no-country': 'Ukjent land: velg et standardland',
    'spreadsheet-float': 'Endret av et regneark (vitenskapelig notasjon eller .0)',
  },
  types,
  chart: 'Gyldige numre per land',
  filtering: 'Filtrerer …',
  exporting: 'Forbereder eksporten …',
  copyFailed: 'Nettleseren tillot ikke kopiering.',
  summary: 'Sammendrag',
  statuses: { valid: 'Gyldig', invalid: 'Ugyldig', empty: 'Tom' },
  reasons: 'Årsaker',
  numbers: 'Numre',
  byType: 'Gyldige numre etter type',
  topCountries: 'Vanligste land',
  filterStatus: 'Status',
  filterCountry: 'Land',
  all: 'Alle',
  search: 'Søk i resultatene',
  shown: (n, total) => `${count(locale, n)} av ${rows(total)} vises`,
  columns: {
    row: '#',
    original: 'Original',
    e164: 'E.164',
    international: 'Internasjonalt',
    country: 'Land',
    type: 'Type',
    status: 'Status',
    reason: 'Årsak',
  },
  exportXlsx: 'Eksporter Excel-arbeidsbok (.xlsx)',
  tooManyForSpreadsheet: `Flere rader enn Excel har plass til (${count(locale, 1048576)}): eksporter CSV i stedet.`,
  sheet: 'Ark',
  exportCsv: 'Eksporter CSV',
  validIn: (countries) => `gyldig i ${countries}`,
  duplicateOf: (row) => `samme som rad ${row}`,
  extension: (digits) => `internnr. ${digits}`,
  loadedFile: (name, size) => `Fil: ${name} (${size})`,
  readWithoutQuotes: 'Les anførselstegn som vanlig tekst',
  unclosedQuote: (row) =>
    `Et anførselstegn som åpnes på rad ${count(locale, row)} i filen, lukkes aldri, så resten av filen ble lest som én celle på den raden. Lukk anførselstegnet og last inn filen på nytt, eller les anførselstegn som vanlig tekst.`,
  quoteInUnquotedCell: (row, more) =>
    `Rad ${count(locale, row)} har et anførselstegn i en celle uten anførselstegn; cellen ble lest slik den står${more > 0 ? ` (det samme gjelder ${moreRows(more)})` : ''}.`,
  textAfterQuote: (row, more) =>
    `På rad ${count(locale, row)} følges et avsluttende anførselstegn av tekst, så anførselstegnet ble lest som en del av cellen, som fortsetter til neste avsluttende anførselstegn${more > 0 ? ` (også på ${moreRows(more)})` : ''}. Kontroller den raden, eller les filen med anførselstegn som vanlig tekst.`,
  notUtf8: (byte, row) => `Byte ${byte} på rad ${count(locale, row)} er ikke UTF-8.`,
  firstUtf8: (row) => `Første UTF-8-tegn på rad ${count(locale, row)}.`,
  filterMark: 'Vis',
  marks: {
    duplicate: 'Duplikater',
    several: 'Flere numre i én celle',
    'unknown-country': 'Landet ble ikke gjenkjent',
  },
  exportRows: 'Rader',
  rowsAll: 'Alle rader',
  rowsValid: 'Bare gyldige numre',
  rowsShown: (n) => plural(locale, n, { one: 'Den # viste raden', other: 'De # viste radene' }),
  forExcel: 'For Excel: behold numre som tekst (="+44…")',
  exportHelp:
    'Eksporten beholder kolonnene dine slik de var, og legger til <telefonkolonne>_e164 (bare E.164), _country, _type, _status, _reason, _extension, _others og _duplicate_of, til slutt judged_by (versjonene av Telfield og libphonenumber-js som vurderte raden). En celle som et regneark kan kjøre som en formel (som begynner med =, @, eller + eller - etterfulgt av mer enn et telefonnummer), får en apostrof foran; telefonnumre skrives som de er.',
  writeBack: 'Skriv E.164 i telefonkolonnene',
  layoutLong: 'Én rad per nummer (for en database)',
  copyValid: 'Kopier gyldige numre, inkludert duplikater',
  copyUnique: 'Kopier gyldige numre uten duplikater',
  copied: (n) => plural(locale, n, { one: '# nummer kopiert', other: '# numre kopiert' }),
};
