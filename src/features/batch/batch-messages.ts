import type { Locale } from '../../components/i18n/locale';
import type { RowReason, RowType } from '../../phone/judge/cell-codes';
import type { SourceProblem } from './intake/read-source';
import { NUMBER_TYPE_WORDS } from '../../components/i18n/number-type-words';

export interface BatchMessages {
  readonly title: string;
  /** The four steps, as headings: Load, Columns, Clean, Export. */
  readonly steps: readonly [string, string, string, string];
  readonly intro: string;
  readonly file: string;
  readonly dropHere: string;
  readonly paste: string;
  readonly usePasted: string;
  readonly preview: (rows: number) => string;
  readonly hasHeader: string;
  readonly phoneColumn: string;
  readonly column: (n: number) => string;
  readonly defaultCountry: string;
  readonly start: string;
  readonly cancel: string;
  readonly progress: string;
  readonly progressText: (
    done: number,
    total: number,
    perSecond: number,
    secondsLeft: number | undefined,
  ) => string;
  readonly finished: (rows: number, seconds: number) => string;
  readonly cancelled: string;
  readonly problems: Readonly<Record<SourceProblem | 'no-phone-column' | 'no-rows' | 'worker', string>>;
  readonly reading: (percent: number) => string;
  readonly encoding: (name: string) => string;
  /** The encoding a file is read in, to change it. */
  readonly readAs: string;
  readonly replaced: (n: number) => string;
  /** Where the first of them are ('lines 3, 17'). */
  readonly replacedLines: (lines: string) => string;
  readonly truncated: (n: number) => string;
  readonly countryColumn: string;
  readonly noCountryColumn: string;
  /** Columns of a wide file that the preview does not draw. */
  readonly moreColumns: (n: number) => string;
  readonly milestone: (percent: number) => string;
  readonly reasonNames: Readonly<Record<RowReason, string>>;
  readonly types: Readonly<Record<RowType, string>>;
  readonly chart: string;
  readonly filtering: string;
  readonly exporting: string;
  readonly copyFailed: string;
  readonly summary: string;
  readonly statuses: Readonly<Record<'valid' | 'invalid' | 'empty', string>>;
  readonly reasons: string;
  readonly topCountries: string;
  readonly byType: string;
  readonly filterStatus: string;
  readonly filterCountry: string;
  readonly all: string;
  readonly search: string;
  readonly shown: (n: number, total: number) => string;
  readonly columns: Readonly<
    Record<'row' | 'original' | 'e164' | 'international' | 'country' | 'type' | 'status' | 'reason', string>
  >;
  readonly exportCsv: string;
  readonly exportXlsx: string;
  /** A workbook was asked for with more rows than a spreadsheet holds. */
  readonly tooManyForSpreadsheet: string;
  /** The sheet of a workbook that is read. */
  readonly sheet: string;
  /** The filter by mark, and each mark's name (with its count in the summary). */
  readonly filterMark: string;
  /** A quote opened in row `row` (as the table counts, from 1) never closed. */
  readonly unclosedQuote: (row: number) => string;
  readonly readWithoutQuotes: string;
  /** The file read: its name and size ('crm.csv, 2.4 MB'). */
  readonly loadedFile: (name: string, size: string) => string;
  /** Beside a reason or status: where the number is valid instead, which row it repeats, its extension. */
  readonly validIn: (countries: string) => string;
  readonly duplicateOf: (row: string) => string;
  readonly extension: (digits: string) => string;
  readonly marks: Readonly<Record<'duplicate' | 'several' | 'unknown-country', string>>;
  readonly exportRows: string;
  readonly rowsAll: string;
  readonly rowsValid: string;
  readonly rowsShown: (count: number) => string;
  readonly forExcel: string;
  /** What the export holds and which cells are guarded, and why. */
  readonly exportHelp: string;
  readonly writeBack: string;
  readonly copyValid: string;
  readonly copied: (n: number) => string;
}

const en: BatchMessages = {
  steps: ['Load', 'Columns', 'Clean', 'Export'],
  title: 'Clean a list',
  intro:
    'Drop a CSV, TSV or Excel (.xlsx) file, or paste numbers. Runs on this computer, nothing is uploaded.',
  file: 'File',
  dropHere: 'Drop a CSV, TSV or Excel (.xlsx) file here, or choose one',
  paste: 'Paste numbers',
  usePasted: 'Use pasted text',
  preview: (rows) => `First rows of ${rows.toLocaleString('en')}`,
  hasHeader: 'First row is a header',
  phoneColumn: 'Phone column',
  column: (n) => `Column ${n}`,
  defaultCountry: 'Country for numbers without +',
  start: 'Start',
  cancel: 'Cancel',
  progress: 'Progress',
  progressText: (done, total, perSecond, secondsLeft) =>
    `${done.toLocaleString('en')} of ${total.toLocaleString('en')} rows, ${Math.round(perSecond).toLocaleString('en')} rows/s${secondsLeft === undefined ? '' : `, about ${Math.ceil(secondsLeft)} s left`}`,
  finished: (rows, seconds) => `Done: ${rows.toLocaleString('en')} rows in ${seconds.toFixed(1)} s.`,
  cancelled: 'Stopped. Nothing was changed.',
  problems: {
    empty: 'The file or text is empty.',
    binary: 'This does not look like a text file. Choose a CSV, TSV or Excel (.xlsx) file.',
    'too-large': 'This file is larger than 100 MB (about five million rows). Split it into smaller files.',
    'too-many-columns':
      'A row has more than 16,384 columns (where spreadsheets stop), so the file was not read. Is it a list with one row per contact?',
    'no-rows': 'The list has a header but no rows under it.',
    'no-phone-column': 'No column holds phone numbers.',
    'too-many-rows':
      'This list has more than five million rows (besides a header). Split it into smaller files.',
    unreadable: 'The file could not be read. It may have been moved or changed.',
    worker: 'Something went wrong while checking the numbers. Please try again.',
  },
  reading: (percent) => `Reading the file… ${percent}%`,
  readAs: 'Text encoding',
  encoding: (name) => `Read as ${name}.`,
  replacedLines: (lines) => `First on line(s) ${lines}.`,
  replaced: (n) =>
    `${n.toLocaleString('en')} characters could not be read in this encoding (mixed encodings?) and are shown as �. Phone numbers are not affected unless they contain them.`,
  truncated: (n) =>
    `${n.toLocaleString('en')} phone cells were longer than 250 characters; only their first 250 characters were read.`,
  countryColumn: 'Country column (GB, GBR, United Kingdom, +44)',
  noCountryColumn: 'None',
  moreColumns: (n) => `${n.toLocaleString('en')} more columns are not shown here.`,
  milestone: (percent) => `${percent}% done`,
  reasonNames: {
    'too-short': 'Too short',
    'too-long': 'Too long',
    'invalid-length': 'Wrong length',
    'not-accepted': 'Not accepted here',
    'extension-too-long': 'Extension too long',
    invalid: 'Not a valid number',
    'unknown-calling-code': 'Unknown country calling code',
    'not-a-number': 'No phone number in the cell',
  },
  types: NUMBER_TYPE_WORDS.en,
  chart: 'Valid numbers per country',
  filtering: 'Filtering…',
  exporting: 'Preparing the export…',
  copyFailed: 'Copying was not allowed by the browser.',
  summary: 'Summary',
  statuses: { valid: 'Valid', invalid: 'Not valid', empty: 'Empty' },
  reasons: 'Reasons',
  byType: 'Valid numbers by type',
  topCountries: 'Top countries',
  filterStatus: 'Status',
  filterCountry: 'Country',
  all: 'All',
  search: 'Search results',
  shown: (n, total) => `${n.toLocaleString('en')} of ${total.toLocaleString('en')} rows shown`,
  columns: {
    row: '#',
    original: 'Original',
    e164: 'E.164',
    international: 'International',
    country: 'Country',
    type: 'Type',
    status: 'Status',
    reason: 'Reason',
  },
  exportXlsx: 'Export Excel workbook (.xlsx)',
  tooManyForSpreadsheet: 'More rows than Excel holds (1,048,576): export CSV instead.',
  sheet: 'Sheet',
  exportCsv: 'Export CSV',
  validIn: (countries) => `valid in ${countries}`,
  duplicateOf: (row) => `same as row ${row}`,
  extension: (digits) => `ext. ${digits}`,
  loadedFile: (name, size) => `File: ${name} (${size})`,
  readWithoutQuotes: 'Read with quotes as plain text',
  unclosedQuote: (row) =>
    `A quote opened in row ${row.toLocaleString('en')} of the file is never closed, so the rest of the file was read as one cell of that row. Close the quote and load the file again, or read it with quotes as plain text.`,
  filterMark: 'Show',
  marks: {
    duplicate: 'Duplicates',
    several: 'Several numbers in a cell',
    'unknown-country': 'Country not recognised',
  },
  exportRows: 'Rows',
  rowsAll: 'All rows',
  rowsValid: 'Only valid numbers',
  rowsShown: (count) => `The ${count.toLocaleString('en')} rows shown`,
  forExcel: 'For Excel: keep numbers as text (="+44…")',
  exportHelp:
    'The export keeps your columns as they were and adds phone_e164 (E.164 only), phone_country, phone_type, phone_status, phone_reason, phone_extension, phone_others and phone_duplicate_of. A cell a spreadsheet could run as a formula (starting with =, @, or + or - followed by more than a phone number) gets a leading apostrophe; phone numbers are written as they are.',
  writeBack: 'Write E.164 into the phone column',
  copyValid: 'Copy valid numbers',
  copied: (n) => `${n.toLocaleString('en')} numbers copied`,
};

const de: BatchMessages = {
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
  phoneColumn: 'Spalte mit Telefonnummern',
  column: (n) => `Spalte ${n}`,
  defaultCountry: 'Land für Nummern ohne +',
  start: 'Starten',
  cancel: 'Abbrechen',
  progress: 'Fortschritt',
  progressText: (done, total, perSecond, secondsLeft) =>
    `${done.toLocaleString('de')} von ${total.toLocaleString('de')} Zeilen, ${Math.round(perSecond).toLocaleString('de')} Zeilen/s${secondsLeft === undefined ? '' : `, noch etwa ${Math.ceil(secondsLeft)} s`}`,
  finished: (rows, seconds) => `Fertig: ${rows.toLocaleString('de')} Zeilen in ${seconds.toFixed(1)} s.`,
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
  replacedLines: (lines) => `Zuerst in Zeile(n) ${lines}.`,
  replaced: (n) =>
    `${n.toLocaleString('de')} Zeichen ließen sich in dieser Kodierung nicht lesen (gemischte Kodierungen?) und werden als � angezeigt. Telefonnummern sind nur betroffen, wenn sie solche Zeichen enthalten.`,
  truncated: (n) =>
    `${n.toLocaleString('de')} Telefonzellen waren länger als 250 Zeichen; nur die ersten 250 Zeichen wurden gelesen.`,
  countryColumn: 'Länderspalte (DE, DEU, Deutschland, +49)',
  noCountryColumn: 'Keine',
  moreColumns: (n) => `${n.toLocaleString('de')} weitere Spalten werden hier nicht gezeigt.`,
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
  },
  types: NUMBER_TYPE_WORDS.de,
  chart: 'Gültige Nummern je Land',
  filtering: 'Wird gefiltert …',
  exporting: 'Export wird vorbereitet …',
  copyFailed: 'Der Browser hat das Kopieren nicht erlaubt.',
  summary: 'Zusammenfassung',
  statuses: { valid: 'Gültig', invalid: 'Ungültig', empty: 'Leer' },
  reasons: 'Gründe',
  byType: 'Gültige Nummern nach Art',
  topCountries: 'Häufigste Länder',
  filterStatus: 'Status',
  filterCountry: 'Land',
  all: 'Alle',
  search: 'Ergebnisse durchsuchen',
  shown: (n, total) => `${n.toLocaleString('de')} von ${total.toLocaleString('de')} Zeilen angezeigt`,
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
  filterMark: 'Anzeigen',
  marks: {
    duplicate: 'Duplikate',
    several: 'Mehrere Nummern in einer Zelle',
    'unknown-country': 'Land nicht erkannt',
  },
  exportRows: 'Zeilen',
  rowsAll: 'Alle Zeilen',
  rowsValid: 'Nur gültige Nummern',
  rowsShown: (count) => `Die ${count.toLocaleString('de')} angezeigten Zeilen`,
  forExcel: 'Für Excel: Nummern als Text behalten (="+44…")',
  exportHelp:
    'Der Export behält Ihre Spalten unverändert und fügt phone_e164 (nur E.164), phone_country, phone_type, phone_status, phone_reason, phone_extension, phone_others und phone_duplicate_of hinzu. Eine Zelle, die eine Tabellenkalkulation als Formel ausführen könnte (beginnend mit =, @ oder + bzw. - gefolgt von mehr als einer Telefonnummer), erhält einen Apostroph am Anfang; Telefonnummern werden unverändert geschrieben.',
  writeBack: 'E.164 in die Telefonspalte schreiben',
  copyValid: 'Gültige Nummern kopieren',
  copied: (n) => `${n.toLocaleString('de')} Nummern kopiert`,
};

const fr: BatchMessages = {
  steps: ['Charger', 'Colonnes', 'Nettoyer', 'Exporter'],
  title: 'Nettoyer une liste',
  intro:
    'Déposez un fichier CSV, TSV ou Excel (.xlsx), ou collez des numéros. Tout se passe sur cet ordinateur, rien n’est envoyé.',
  file: 'Fichier',
  dropHere: 'Déposez un fichier CSV, TSV ou Excel (.xlsx) ici, ou choisissez-en un',
  paste: 'Coller des numéros',
  usePasted: 'Utiliser le texte collé',
  preview: (rows) => `Premières lignes sur ${rows.toLocaleString('fr')}`,
  hasHeader: 'La première ligne est un en-tête',
  phoneColumn: 'Colonne des numéros',
  column: (n) => `Colonne ${n}`,
  defaultCountry: 'Pays des numéros sans +',
  start: 'Démarrer',
  cancel: 'Annuler',
  progress: 'Progression',
  progressText: (done, total, perSecond, secondsLeft) =>
    `${done.toLocaleString('fr')} lignes sur ${total.toLocaleString('fr')}, ${Math.round(perSecond).toLocaleString('fr')} lignes/s${secondsLeft === undefined ? '' : `, environ ${Math.ceil(secondsLeft)} s restantes`}`,
  finished: (rows, seconds) => `Terminé : ${rows.toLocaleString('fr')} lignes en ${seconds.toFixed(1)} s.`,
  cancelled: 'Arrêté. Rien n’a été modifié.',
  problems: {
    empty: 'Le fichier ou le texte est vide.',
    binary: 'Ce n’est pas un fichier texte. Choisissez un fichier CSV, TSV ou Excel (.xlsx).',
    'too-large':
      'Ce fichier dépasse 100 Mo (environ cinq millions de lignes). Découpez-le en fichiers plus petits.',
    'too-many-columns':
      'Une ligne a plus de 16 384 colonnes (la limite des tableurs) : le fichier n’a pas été lu. Est-ce une liste avec une ligne par contact ?',
    'no-rows': 'La liste a un en-tête mais aucune ligne dessous.',
    'no-phone-column': 'Aucune colonne ne contient de numéros.',
    'too-many-rows': 'Cette liste dépasse cinq millions de lignes. Découpez-la en fichiers plus petits.',
    unreadable: 'Le fichier n’a pas pu être lu. Il a peut-être été déplacé ou modifié.',
    worker: 'Un problème est survenu pendant la vérification. Veuillez réessayer.',
  },
  reading: (percent) => `Lecture du fichier… ${percent} %`,
  readAs: 'Encodage du texte',
  encoding: (name) => `Lu en ${name}.`,
  replacedLines: (lines) => `D’abord à la ou aux ligne(s) ${lines}.`,
  replaced: (n) =>
    `${n.toLocaleString('fr')} caractères n’ont pas pu être lus dans cet encodage (encodages mélangés ?) et sont affichés comme �. Les numéros ne sont touchés que s’ils en contiennent.`,
  truncated: (n) =>
    `${n.toLocaleString('fr')} cellules de numéro dépassaient 250 caractères ; seuls les 250 premiers ont été lus.`,
  countryColumn: 'Colonne du pays (FR, FRA, France, +33)',
  noCountryColumn: 'Aucune',
  moreColumns: (n) => `${n.toLocaleString('fr')} autres colonnes ne sont pas affichées ici.`,
  milestone: (percent) => `${percent} % effectués`,
  reasonNames: {
    'too-short': 'Trop court',
    'too-long': 'Trop long',
    'invalid-length': 'Mauvaise longueur',
    'not-accepted': 'Non accepté ici',
    'extension-too-long': 'Poste trop long',
    invalid: 'Numéro non valide',
    'unknown-calling-code': 'Indicatif de pays inconnu',
    'not-a-number': 'Pas de numéro dans la cellule',
  },
  types: NUMBER_TYPE_WORDS.fr,
  chart: 'Numéros valides par pays',
  filtering: 'Filtrage…',
  exporting: 'Préparation de l’export…',
  copyFailed: 'Le navigateur n’a pas autorisé la copie.',
  summary: 'Résumé',
  statuses: { valid: 'Valide', invalid: 'Non valide', empty: 'Vide' },
  reasons: 'Raisons',
  byType: 'Numéros valides par type',
  topCountries: 'Pays les plus fréquents',
  filterStatus: 'Statut',
  filterCountry: 'Pays',
  all: 'Tous',
  search: 'Rechercher dans les résultats',
  shown: (n, total) => `${n.toLocaleString('fr')} lignes affichées sur ${total.toLocaleString('fr')}`,
  columns: {
    row: 'n°',
    original: 'Original',
    e164: 'E.164',
    international: 'International',
    country: 'Pays',
    type: 'Type',
    status: 'Statut',
    reason: 'Raison',
  },
  exportXlsx: 'Exporter un classeur Excel (.xlsx)',
  tooManyForSpreadsheet: 'Plus de lignes qu’Excel n’en contient (1 048 576) : exportez plutôt en CSV.',
  sheet: 'Feuille',
  exportCsv: 'Exporter en CSV',
  validIn: (countries) => `valide en/au ${countries}`,
  duplicateOf: (row) => `comme la ligne ${row}`,
  extension: (digits) => `poste ${digits}`,
  loadedFile: (name, size) => `Fichier : ${name} (${size})`,
  readWithoutQuotes: 'Lire les guillemets comme du texte',
  unclosedQuote: (row) =>
    `Un guillemet ouvert à la ligne ${row.toLocaleString('fr')} n’est jamais fermé : le reste du fichier a été lu comme une seule cellule de cette ligne. Fermez-le (ou supprimez-le) et chargez à nouveau le fichier.`,
  filterMark: 'Afficher',
  marks: {
    duplicate: 'Doublons',
    several: 'Plusieurs numéros dans une cellule',
    'unknown-country': 'Pays non reconnu',
  },
  exportRows: 'Lignes',
  rowsAll: 'Toutes les lignes',
  rowsValid: 'Numéros valides seulement',
  rowsShown: (count) => `Les ${count.toLocaleString('fr')} lignes affichées`,
  forExcel: 'Pour Excel : garder les numéros en texte (="+44…")',
  exportHelp:
    'L’export garde vos colonnes telles quelles et ajoute phone_e164 (E.164 seulement), phone_country, phone_type, phone_status, phone_reason, phone_extension, phone_others et phone_duplicate_of. Une cellule qu’un tableur pourrait exécuter comme formule (commençant par =, @, ou + ou - suivi d’autre chose qu’un numéro) reçoit une apostrophe au début ; les numéros sont écrits tels quels.',
  writeBack: 'Écrire l’E.164 dans la colonne des numéros',
  copyValid: 'Copier les numéros valides',
  copied: (n) => `${n.toLocaleString('fr')} numéros copiés`,
};

const es: BatchMessages = {
  steps: ['Cargar', 'Columnas', 'Limpiar', 'Exportar'],
  title: 'Limpiar una lista',
  intro:
    'Suelta un archivo CSV, TSV o Excel (.xlsx), o pega números. Todo ocurre en este equipo; no se sube nada.',
  file: 'Archivo',
  dropHere: 'Suelta aquí un archivo CSV, TSV o Excel (.xlsx), o elige uno',
  paste: 'Pegar números',
  usePasted: 'Usar el texto pegado',
  preview: (rows) => `Primeras filas de ${rows.toLocaleString('es')}`,
  hasHeader: 'La primera fila es un encabezado',
  phoneColumn: 'Columna de teléfonos',
  column: (n) => `Columna ${n}`,
  defaultCountry: 'País para números sin +',
  start: 'Empezar',
  cancel: 'Cancelar',
  progress: 'Progreso',
  progressText: (done, total, perSecond, secondsLeft) =>
    `${done.toLocaleString('es')} de ${total.toLocaleString('es')} filas, ${Math.round(perSecond).toLocaleString('es')} filas/s${secondsLeft === undefined ? '' : `, quedan unos ${Math.ceil(secondsLeft)} s`}`,
  finished: (rows, seconds) => `Hecho: ${rows.toLocaleString('es')} filas en ${seconds.toFixed(1)} s.`,
  cancelled: 'Detenido. No se cambió nada.',
  problems: {
    empty: 'El archivo o el texto está vacío.',
    binary: 'No parece un archivo de texto. Elige un archivo CSV, TSV o Excel (.xlsx).',
    'too-large':
      'Este archivo supera los 100 MB (unos cinco millones de filas). Divídelo en archivos más pequeños.',
    'too-many-columns':
      'Una fila tiene más de 16.384 columnas (el límite de las hojas de cálculo), así que no se leyó el archivo. ¿Es una lista con una fila por contacto?',
    'no-rows': 'La lista tiene encabezado pero ninguna fila debajo.',
    'no-phone-column': 'Ninguna columna contiene números de teléfono.',
    'too-many-rows': 'Esta lista tiene más de cinco millones de filas. Divídela en archivos más pequeños.',
    unreadable: 'No se pudo leer el archivo. Puede que se haya movido o cambiado.',
    worker: 'Algo salió mal al comprobar los números. Inténtalo de nuevo.',
  },
  reading: (percent) => `Leyendo el archivo… ${percent} %`,
  readAs: 'Codificación del texto',
  encoding: (name) => `Leído como ${name}.`,
  replacedLines: (lines) => `Primero en la(s) línea(s) ${lines}.`,
  replaced: (n) =>
    `${n.toLocaleString('es')} caracteres no se pudieron leer en esta codificación (¿codificaciones mezcladas?) y se muestran como �. Los números solo se ven afectados si los contienen.`,
  truncated: (n) =>
    `${n.toLocaleString('es')} celdas de teléfono tenían más de 250 caracteres; solo se leyeron los primeros 250.`,
  countryColumn: 'Columna de país (ES, ESP, España, +34)',
  noCountryColumn: 'Ninguna',
  moreColumns: (n) => `Aquí no se muestran ${n.toLocaleString('es')} columnas más.`,
  milestone: (percent) => `${percent} % hecho`,
  reasonNames: {
    'too-short': 'Demasiado corto',
    'too-long': 'Demasiado largo',
    'invalid-length': 'Longitud incorrecta',
    'not-accepted': 'No aceptado aquí',
    'extension-too-long': 'Extensión demasiado larga',
    invalid: 'Número no válido',
    'unknown-calling-code': 'Prefijo de país desconocido',
    'not-a-number': 'No hay un número en la celda',
  },
  types: NUMBER_TYPE_WORDS.es,
  chart: 'Números válidos por país',
  filtering: 'Filtrando…',
  exporting: 'Preparando la exportación…',
  copyFailed: 'El navegador no permitió copiar.',
  summary: 'Resumen',
  statuses: { valid: 'Válido', invalid: 'No válido', empty: 'Vacío' },
  reasons: 'Motivos',
  byType: 'Números válidos por tipo',
  topCountries: 'Países principales',
  filterStatus: 'Estado',
  filterCountry: 'País',
  all: 'Todos',
  search: 'Buscar en los resultados',
  shown: (n, total) => `${n.toLocaleString('es')} de ${total.toLocaleString('es')} filas mostradas`,
  columns: {
    row: 'n.º',
    original: 'Original',
    e164: 'E.164',
    international: 'Internacional',
    country: 'País',
    type: 'Tipo',
    status: 'Estado',
    reason: 'Motivo',
  },
  exportXlsx: 'Exportar libro de Excel (.xlsx)',
  tooManyForSpreadsheet: 'Más filas de las que admite Excel (1.048.576): exporta CSV.',
  sheet: 'Hoja',
  exportCsv: 'Exportar CSV',
  validIn: (countries) => `válido en ${countries}`,
  duplicateOf: (row) => `igual que la fila ${row}`,
  extension: (digits) => `ext. ${digits}`,
  loadedFile: (name, size) => `Archivo: ${name} (${size})`,
  readWithoutQuotes: 'Leer las comillas como texto',
  unclosedQuote: (row) =>
    `Unas comillas abiertas en la fila ${row.toLocaleString('es')} nunca se cierran: el resto del archivo se leyó como una celda de esa fila. Ciérralas (o quítalas) y vuelve a cargar el archivo.`,
  filterMark: 'Mostrar',
  marks: {
    duplicate: 'Duplicados',
    several: 'Varios números en una celda',
    'unknown-country': 'País no reconocido',
  },
  exportRows: 'Filas',
  rowsAll: 'Todas las filas',
  rowsValid: 'Solo números válidos',
  rowsShown: (count) => `Las ${count.toLocaleString('es')} filas mostradas`,
  forExcel: 'Para Excel: mantener los números como texto (="+44…")',
  exportHelp:
    'La exportación conserva tus columnas tal cual y añade phone_e164 (solo E.164), phone_country, phone_type, phone_status, phone_reason, phone_extension, phone_others y phone_duplicate_of. Una celda que una hoja de cálculo podría ejecutar como fórmula (que empieza por =, @, o + o - seguido de algo más que un número) recibe un apóstrofo al inicio; los números se escriben tal cual.',
  writeBack: 'Escribir E.164 en la columna de teléfonos',
  copyValid: 'Copiar números válidos',
  copied: (n) => `${n.toLocaleString('es')} números copiados`,
};

// Arabic counts are given as "label: n" so that no plural form is guessed wrong.
const ar: BatchMessages = {
  steps: ['تحميل', 'الأعمدة', 'تنظيف', 'تصدير'],
  title: 'تنظيف قائمة',
  intro: 'أفلت ملف CSV أو TSV أو Excel ‏(.xlsx) أو الصق أرقامًا. يعمل على هذا الحاسوب، ولا يُرفع أي شيء.',
  file: 'ملف',
  dropHere: 'أفلت ملف CSV أو TSV أو Excel ‏(.xlsx) هنا أو اختر ملفًا',
  paste: 'لصق الأرقام',
  usePasted: 'استخدام النص الملصق',
  preview: (rows) => `الصفوف الأولى. عدد الصفوف: ${rows.toLocaleString('ar')}`,
  hasHeader: 'الصف الأول عناوين',
  phoneColumn: 'عمود الهاتف',
  column: (n) => `العمود ${n}`,
  defaultCountry: 'البلد للأرقام بدون +',
  start: 'ابدأ',
  cancel: 'إلغاء',
  progress: 'التقدم',
  progressText: (done, total, perSecond, secondsLeft) =>
    `${done.toLocaleString('ar')} من ${total.toLocaleString('ar')}، صفوف في الثانية: ${Math.round(perSecond).toLocaleString('ar')}${secondsLeft === undefined ? '' : `، الثواني المتبقية: ${Math.ceil(secondsLeft)}`}`,
  finished: (rows, seconds) =>
    `اكتمل. عدد الصفوف: ${rows.toLocaleString('ar')}، الثواني: ${seconds.toFixed(1)}.`,
  cancelled: 'تم الإيقاف. لم يتغير شيء.',
  problems: {
    empty: 'الملف أو النص فارغ.',
    binary: 'لا يبدو هذا ملفًا نصيًا. اختر ملف CSV أو TSV أو Excel ‏(.xlsx).',
    'too-large': 'حجم هذا الملف أكبر من 100 ميغابايت (نحو خمسة ملايين صف). قسّمه إلى ملفات أصغر.',
    'too-many-columns':
      'في أحد الصفوف أكثر من 16384 عمودًا (حد برامج الجداول)، فلم يُقرأ الملف. هل هو قائمة بصف لكل جهة اتصال؟',
    'no-rows': 'للقائمة صف عناوين ولكن لا صفوف تحته.',
    'no-phone-column': 'لا يحتوي أي عمود على أرقام هواتف.',
    'too-many-rows': 'تحتوي هذه القائمة على أكثر من خمسة ملايين صف. قسّمها إلى ملفات أصغر.',
    unreadable: 'تعذرت قراءة الملف. ربما نُقل أو تغيّر.',
    worker: 'حدث خطأ أثناء فحص الأرقام. حاول مرة أخرى.',
  },
  reading: (percent) => `جارٍ قراءة الملف… ${percent}٪`,
  readAs: 'ترميز النص',
  encoding: (name) => `تمت القراءة بترميز ${name}.`,
  replacedLines: (lines) => `أولها في السطر/الأسطر ${lines}.`,
  replaced: (n) =>
    `تعذرت قراءة بعض الأحرف بهذا الترميز (ترميزات مختلطة؟) وتظهر على شكل �. عددها: ${n.toLocaleString('ar')}. لا تتأثر أرقام الهواتف إلا إذا احتوت عليها.`,
  truncated: (n) =>
    `خلايا هاتف أطول من 250 حرفًا، قُرئت أول 250 حرفًا منها فقط. عددها: ${n.toLocaleString('ar')}.`,
  countryColumn: 'عمود البلد (EG أو EGY أو مصر أو ‎+20)',
  noCountryColumn: 'لا شيء',
  moreColumns: (n) => `لا تُعرض هنا ${n.toLocaleString('ar')} أعمدة أخرى.`,
  milestone: (percent) => `اكتمل ${percent}٪`,
  reasonNames: {
    'too-short': 'قصير جدًا',
    'too-long': 'طويل جدًا',
    'invalid-length': 'طول غير صحيح',
    'not-accepted': 'غير مقبول هنا',
    'extension-too-long': 'الرقم الداخلي طويل جدًا',
    invalid: 'رقم غير صالح',
    'unknown-calling-code': 'رمز اتصال دولي غير معروف',
    'not-a-number': 'لا يوجد رقم هاتف في الخلية',
  },
  types: NUMBER_TYPE_WORDS.ar,
  chart: 'الأرقام الصالحة حسب البلد',
  filtering: 'جارٍ التصفية…',
  exporting: 'جارٍ تجهيز التصدير…',
  copyFailed: 'لم يسمح المتصفح بالنسخ.',
  summary: 'الملخص',
  statuses: { valid: 'صالح', invalid: 'غير صالح', empty: 'فارغ' },
  reasons: 'الأسباب',
  byType: 'الأرقام الصالحة حسب النوع',
  topCountries: 'أكثر البلدان',
  filterStatus: 'الحالة',
  filterCountry: 'البلد',
  all: 'الكل',
  search: 'البحث في النتائج',
  shown: (n, total) => `المعروض: ${n.toLocaleString('ar')} من ${total.toLocaleString('ar')}`,
  columns: {
    row: '#',
    original: 'الأصل',
    e164: 'E.164',
    international: 'دولي',
    country: 'البلد',
    type: 'النوع',
    status: 'الحالة',
    reason: 'السبب',
  },
  exportXlsx: 'تصدير مصنف Excel ‏(.xlsx)',
  tooManyForSpreadsheet: 'صفوف أكثر مما يتسع له Excel ‏(1048576): صدّر CSV بدلًا من ذلك.',
  sheet: 'الورقة',
  exportCsv: 'تصدير CSV',
  validIn: (countries) => `صالح في ${countries}`,
  duplicateOf: (row) => `مثل الصف ${row}`,
  extension: (digits) => `تحويلة ${digits}`,
  loadedFile: (name, size) => `الملف: ${name} (${size})`,
  readWithoutQuotes: 'اقرأ علامات الاقتباس كنص',
  unclosedQuote: (row) =>
    `علامة اقتباس فُتحت في الصف ${row.toLocaleString('ar')} لم تُغلق، فقُرئ باقي الملف كخلية واحدة في ذلك الصف. أغلقها (أو احذفها) ثم حمّل الملف مجددًا.`,
  filterMark: 'عرض',
  marks: { duplicate: 'مكررة', several: 'عدة أرقام في خلية', 'unknown-country': 'بلد غير معروف' },
  exportRows: 'الصفوف',
  rowsAll: 'كل الصفوف',
  rowsValid: 'الأرقام الصالحة فقط',
  rowsShown: (count) => `الصفوف المعروضة (${count.toLocaleString('ar')})`,
  forExcel: 'لبرنامج Excel: إبقاء الأرقام نصًا (="+44…")',
  exportHelp:
    'يحافظ التصدير على أعمدتك كما هي ويضيف phone_e164 (بصيغة E.164 فقط) وphone_country وphone_type وphone_status وphone_reason وphone_extension وphone_others وphone_duplicate_of. الخلية التي قد ينفذها برنامج جداول كصيغة (تبدأ بـ = أو @ أو + أو - يليها أكثر من رقم هاتف) تُسبق بفاصلة علوية؛ أما أرقام الهواتف فتُكتب كما هي.',
  writeBack: 'كتابة E.164 في عمود الهاتف',
  copyValid: 'نسخ الأرقام الصالحة',
  copied: (n) => `عدد الأرقام المنسوخة: ${n.toLocaleString('ar')}`,
};

export const BATCH_MESSAGES: Readonly<Record<Locale, BatchMessages>> = { en, de, fr, es, ar };
