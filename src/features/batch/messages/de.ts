import { types } from '../../../components/i18n/number-types/de';
import { plural, pluralList, seconds } from '../../../intl/plural';
import type { BatchMessages } from './batch-messages';

export const de: BatchMessages = {
  steps: ['Laden', 'Spalten', 'Bereinigen', 'Exportieren'],
  title: 'Liste bereinigen',
  intro:
    'Legen Sie eine CSV-, TSV- oder Excel-Datei (.xlsx) ab oder fügen Sie Nummern ein. Läuft auf diesem Computer, nichts wird hochgeladen.',
  file: 'Datei',
  dropHere: 'CSV-, TSV- oder Excel-Datei (.xlsx) hierher ziehen oder auswählen',
  paste: 'Nummern einfügen',
  usePasted: 'Eingefügten Text verwenden',
  preview: (rows) => `Erste Zeilen von ${rows.toLocaleString('de')}`,
  hasHeader: 'Erste Zeile ist eine Überschrift',
  phoneColumn: 'Spalten mit Telefonnummern',
  pickedColumns: (n) => plural('de', n, { one: '# Telefonspalte', other: '# Telefonspalten' }),
  column: (n) => `Spalte ${n}`,
  defaultCountry: 'Land für Nummern ohne +',
  start: 'Starten',
  cancel: 'Abbrechen',
  progress: 'Fortschritt',
  progressText: (done, total, perSecond, secondsLeft) =>
    `${done.toLocaleString('de')} von ${total.toLocaleString('de')} Zeilen, ${Math.round(perSecond).toLocaleString('de')} Zeilen/s${secondsLeft === undefined ? '' : `, noch etwa ${Math.ceil(secondsLeft)} s`}`,
  finished: (rows, duration) =>
    `Fertig: ${plural('de', rows, { one: '# Zeile', other: '# Zeilen' })} in ${seconds('de', duration)} s.`,
  cancelled: 'Abgebrochen. Nichts wurde geändert.',
  problems: {
    empty: 'Die Datei oder der Text ist leer.',
    binary: 'Das sieht nicht nach einer Textdatei aus. Wählen Sie eine CSV-, TSV- oder Excel-Datei (.xlsx).',
    'too-large':
      'Diese Datei ist größer als 100 MB (etwa fünf Millionen Zeilen). Teilen Sie sie in kleinere Dateien.',
    'too-many-columns':
      'Eine Zeile hat mehr als 16.384 Spalten (die Grenze von Tabellenkalkulationen); die Datei wurde nicht gelesen. Ist es eine Liste mit einer Zeile pro Kontakt?',
    'no-rows': 'Die Liste hat eine Kopfzeile, aber keine Zeilen darunter.',
    'no-phone-column': 'Keine Spalte enthält Telefonnummern.',
    'too-many-rows': 'Diese Liste hat mehr als fünf Millionen Zeilen. Teilen Sie sie in kleinere Dateien.',
    unreadable: 'Die Datei konnte nicht gelesen werden. Vielleicht wurde sie verschoben oder geändert.',
    worker: 'Beim Prüfen der Nummern ist etwas schiefgegangen. Bitte erneut versuchen.',
  },
  reading: (percent) => `Datei wird gelesen … ${percent} %`,
  readAs: 'Zeichenkodierung',
  encoding: (name) => `Gelesen als ${name}.`,
  replacedLines: (...lines) =>
    pluralList('de', lines, { one: 'Zuerst in Zeile #.', other: 'Zuerst in den Zeilen #.' }),
  replaced: (n) =>
    plural('de', n, {
      one: '# Zeichen ließ sich in dieser Kodierung nicht lesen (gemischte Kodierungen?) und wird als � angezeigt. Telefonnummern sind nur betroffen, wenn sie ein solches Zeichen enthalten.',
      other:
        '# Zeichen ließen sich in dieser Kodierung nicht lesen (gemischte Kodierungen?) und werden als � angezeigt. Telefonnummern sind nur betroffen, wenn sie solche Zeichen enthalten.',
    }),
  truncated: (n) =>
    plural('de', n, {
      one: '# Telefonzelle war länger als 250 Zeichen; nur die ersten 250 Zeichen wurden gelesen.',
      other: '# Telefonzellen waren länger als 250 Zeichen; nur die ersten 250 Zeichen wurden gelesen.',
    }),
  countryColumn: 'Länderspalte (DE, DEU, Deutschland, +49)',
  noCountryColumn: 'Keine',
  moreColumns: (n) =>
    plural('de', n, {
      one: '# weitere Spalte wird hier nicht gezeigt.',
      other: '# weitere Spalten werden hier nicht gezeigt.',
    }),
  milestone: (percent) => `${percent} % erledigt`,
  reasonNames: {
    'too-short': 'Zu kurz',
    'too-long': 'Zu lang',
    'invalid-length': 'Falsche Länge',
    'not-accepted': 'Hier nicht angenommen',
    'extension-too-long': 'Durchwahl zu lang',
    invalid: 'Keine gültige Nummer',
    'unknown-calling-code': 'Unbekannte Ländervorwahl',
    'not-a-number': 'Keine Telefonnummer in der Zelle',
    'no-country': 'Kein Land bekannt: Standardland wählen',
    'spreadsheet-float': 'Von einer Tabellenkalkulation verändert (wissenschaftliche Schreibweise oder .0)',
  },
  types,
  chart: 'Gültige Nummern je Land',
  filtering: 'Wird gefiltert …',
  exporting: 'Export wird vorbereitet …',
  copyFailed: 'Der Browser hat das Kopieren nicht erlaubt.',
  summary: 'Zusammenfassung',
  statuses: { valid: 'Gültig', invalid: 'Ungültig', empty: 'Leer' },
  reasons: 'Gründe',
  numbers: 'Nummern',
  byType: 'Gültige Nummern nach Art',
  topCountries: 'Häufigste Länder',
  filterStatus: 'Status',
  filterCountry: 'Land',
  all: 'Alle',
  search: 'Ergebnisse durchsuchen',
  shown: (n, total) =>
    `${n.toLocaleString('de')} von ${plural('de', total, { one: '# Zeile', other: '# Zeilen' })} angezeigt`,
  columns: {
    row: '#',
    original: 'Original',
    e164: 'E.164',
    international: 'International',
    country: 'Land',
    type: 'Art',
    status: 'Status',
    reason: 'Grund',
  },
  exportXlsx: 'Excel-Arbeitsmappe exportieren (.xlsx)',
  tooManyForSpreadsheet: 'Mehr Zeilen, als Excel fasst (1.048.576): exportieren Sie stattdessen CSV.',
  sheet: 'Tabellenblatt',
  exportCsv: 'CSV exportieren',
  validIn: (countries) => `gültig in ${countries}`,
  duplicateOf: (row) => `wie Zeile ${row}`,
  extension: (digits) => `Durchwahl ${digits}`,
  loadedFile: (name, size) => `Datei: ${name} (${size})`,
  readWithoutQuotes: 'Mit Anführungszeichen als Text lesen',
  unclosedQuote: (row) =>
    `Ein in Zeile ${row.toLocaleString('de')} der Datei geöffnetes Anführungszeichen wird nie geschlossen; der Rest der Datei wurde als eine Zelle dieser Zeile gelesen. Schließen (oder entfernen) Sie es und laden Sie die Datei erneut.`,
  quoteInUnquotedCell: (row, more) =>
    `Zeile ${row.toLocaleString('de')} hat ein Anführungszeichen in einer Zelle ohne Anführungszeichen; sie wurde gelesen, wie sie steht${more > 0 ? ` (ebenso ${plural('de', more, { one: '# weitere Zeile', other: '# weitere Zeilen' })})` : ''}.`,
  textAfterQuote: (row, more) =>
    `In Zeile ${row.toLocaleString('de')} folgt auf ein schließendes Anführungszeichen Text; es wurde als Teil der Zelle gelesen, die bis zum nächsten schließenden Anführungszeichen reicht${more > 0 ? ` (ebenso in ${plural('de', more, { one: '# weiteren Zeile', other: '# weiteren Zeilen' })})` : ''}. Prüfen Sie diese Zeile oder lesen Sie die Datei mit Anführungszeichen als Text.`,
  notUtf8: (byte, row) => `Byte ${byte} in Zeile ${row.toLocaleString('de')} ist kein UTF-8.`,
  firstUtf8: (row) => `Erstes UTF-8-Zeichen in Zeile ${row.toLocaleString('de')}.`,
  filterMark: 'Anzeigen',
  marks: {
    duplicate: 'Duplikate',
    several: 'Mehrere Nummern in einer Zelle',
    'unknown-country': 'Land nicht erkannt',
  },
  exportRows: 'Zeilen',
  rowsAll: 'Alle Zeilen',
  rowsValid: 'Nur gültige Nummern',
  rowsShown: (count) =>
    plural('de', count, { one: 'Die # angezeigte Zeile', other: 'Die # angezeigten Zeilen' }),
  forExcel: 'Für Excel: Nummern als Text behalten (="+44…")',
  exportHelp:
    'Der Export behält Ihre Spalten unverändert und fügt <Telefonspalte>_e164 (nur E.164), _country, _type, _status, _reason, _extension, _others und _duplicate_of hinzu, zuletzt judged_by (die Versionen von Telfield und libphonenumber-js, die die Zeile geprüft haben). Eine Zelle, die eine Tabellenkalkulation als Formel ausführen könnte (beginnend mit =, @ oder + bzw. - gefolgt von mehr als einer Telefonnummer), erhält einen Apostroph am Anfang; Telefonnummern werden unverändert geschrieben.',
  writeBack: 'E.164 in die Telefonspalten schreiben',
  layoutLong: 'Eine Zeile pro Nummer (für eine Datenbank)',
  copyValid: 'Gültige Nummern kopieren, mit Duplikaten',
  copyUnique: 'Gültige Nummern ohne Duplikate kopieren',
  copied: (n) => plural('de', n, { one: '# Nummer kopiert', other: '# Nummern kopiert' }),
};
