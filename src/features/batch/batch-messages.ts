import type { Locale } from '../../components/i18n/locale';

export interface BatchMessages {
  readonly title: string;
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
  readonly progressText: (done: number, total: number, perSecond: number, secondsLeft: number | undefined) => string;
  readonly finished: (rows: number, seconds: number) => string;
  readonly cancelled: string;
  readonly problems: Readonly<Record<'empty' | 'binary' | 'too-large' | 'no-phone-column' | 'worker', string>>;
  readonly summary: string;
  readonly statuses: Readonly<Record<'valid' | 'invalid' | 'empty', string>>;
  readonly reasons: string;
  readonly topCountries: string;
  readonly filterStatus: string;
  readonly filterCountry: string;
  readonly all: string;
  readonly search: string;
  readonly shown: (n: number, total: number) => string;
  readonly columns: Readonly<Record<'row' | 'original' | 'e164' | 'international' | 'country' | 'type' | 'status' | 'reason', string>>;
  readonly exportCsv: string;
  readonly onlyValid: string;
  readonly writeBack: string;
  readonly copyValid: string;
  readonly copied: (n: number) => string;
}

const en: BatchMessages = {
  title: 'Clean a list',
  intro: 'Drop a CSV or TSV file, or paste numbers. They are normalised on this machine, in Web Workers; nothing is uploaded.',
  file: 'File',
  dropHere: 'Drop a CSV or TSV file here, or choose one',
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
    binary: 'This does not look like a text file. Choose a CSV or TSV file.',
    'too-large': 'This file is larger than 200 MB. Split it into smaller files.',
    'no-phone-column': 'No column holds phone numbers.',
    worker: 'Something went wrong while checking the numbers. Please try again.',
  },
  summary: 'Summary',
  statuses: { valid: 'Valid', invalid: 'Not valid', empty: 'Empty' },
  reasons: 'Reasons',
  topCountries: 'Top countries',
  filterStatus: 'Status',
  filterCountry: 'Country',
  all: 'All',
  search: 'Search results',
  shown: (n, total) => `${n.toLocaleString('en')} of ${total.toLocaleString('en')} rows shown`,
  columns: { row: '#', original: 'Original', e164: 'E.164', international: 'International', country: 'Country', type: 'Type', status: 'Status', reason: 'Reason' },
  exportCsv: 'Export CSV',
  onlyValid: 'Only valid rows',
  writeBack: 'Write E.164 into the phone column',
  copyValid: 'Copy valid numbers',
  copied: (n) => `${n.toLocaleString('en')} numbers copied`,
};

const de: BatchMessages = {
  title: 'Liste bereinigen',
  intro: 'Ziehen Sie eine CSV- oder TSV-Datei hierher oder fügen Sie Nummern ein. Sie werden auf diesem Gerät in Web Workern normalisiert; nichts wird hochgeladen.',
  file: 'Datei',
  dropHere: 'CSV- oder TSV-Datei hierher ziehen oder auswählen',
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
    binary: 'Das sieht nicht nach einer Textdatei aus. Wählen Sie eine CSV- oder TSV-Datei.',
    'too-large': 'Diese Datei ist größer als 200 MB. Teilen Sie sie in kleinere Dateien.',
    'no-phone-column': 'Keine Spalte enthält Telefonnummern.',
    worker: 'Beim Prüfen der Nummern ist etwas schiefgegangen. Bitte erneut versuchen.',
  },
  summary: 'Zusammenfassung',
  statuses: { valid: 'Gültig', invalid: 'Ungültig', empty: 'Leer' },
  reasons: 'Gründe',
  topCountries: 'Häufigste Länder',
  filterStatus: 'Status',
  filterCountry: 'Land',
  all: 'Alle',
  search: 'Ergebnisse durchsuchen',
  shown: (n, total) => `${n.toLocaleString('de')} von ${total.toLocaleString('de')} Zeilen angezeigt`,
  columns: { row: '#', original: 'Original', e164: 'E.164', international: 'International', country: 'Land', type: 'Art', status: 'Status', reason: 'Grund' },
  exportCsv: 'CSV exportieren',
  onlyValid: 'Nur gültige Zeilen',
  writeBack: 'E.164 in die Telefonspalte schreiben',
  copyValid: 'Gültige Nummern kopieren',
  copied: (n) => `${n.toLocaleString('de')} Nummern kopiert`,
};

const fr: BatchMessages = {
  title: 'Nettoyer une liste',
  intro: 'Déposez un fichier CSV ou TSV, ou collez des numéros. Ils sont normalisés sur cet appareil, dans des Web Workers ; rien n’est envoyé.',
  file: 'Fichier',
  dropHere: 'Déposez un fichier CSV ou TSV ici, ou choisissez-en un',
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
    binary: 'Ce n’est pas un fichier texte. Choisissez un fichier CSV ou TSV.',
    'too-large': 'Ce fichier dépasse 200 Mo. Découpez-le en fichiers plus petits.',
    'no-phone-column': 'Aucune colonne ne contient de numéros.',
    worker: 'Un problème est survenu pendant la vérification. Veuillez réessayer.',
  },
  summary: 'Résumé',
  statuses: { valid: 'Valide', invalid: 'Non valide', empty: 'Vide' },
  reasons: 'Raisons',
  topCountries: 'Pays les plus fréquents',
  filterStatus: 'Statut',
  filterCountry: 'Pays',
  all: 'Tous',
  search: 'Rechercher dans les résultats',
  shown: (n, total) => `${n.toLocaleString('fr')} lignes affichées sur ${total.toLocaleString('fr')}`,
  columns: { row: 'n°', original: 'Original', e164: 'E.164', international: 'International', country: 'Pays', type: 'Type', status: 'Statut', reason: 'Raison' },
  exportCsv: 'Exporter en CSV',
  onlyValid: 'Lignes valides seulement',
  writeBack: 'Écrire l’E.164 dans la colonne des numéros',
  copyValid: 'Copier les numéros valides',
  copied: (n) => `${n.toLocaleString('fr')} numéros copiés`,
};

const es: BatchMessages = {
  title: 'Limpiar una lista',
  intro: 'Suelta un archivo CSV o TSV, o pega números. Se normalizan en este equipo, en Web Workers; no se sube nada.',
  file: 'Archivo',
  dropHere: 'Suelta aquí un archivo CSV o TSV, o elige uno',
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
    binary: 'No parece un archivo de texto. Elige un archivo CSV o TSV.',
    'too-large': 'Este archivo supera los 200 MB. Divídelo en archivos más pequeños.',
    'no-phone-column': 'Ninguna columna contiene números de teléfono.',
    worker: 'Algo salió mal al comprobar los números. Inténtalo de nuevo.',
  },
  summary: 'Resumen',
  statuses: { valid: 'Válido', invalid: 'No válido', empty: 'Vacío' },
  reasons: 'Motivos',
  topCountries: 'Países principales',
  filterStatus: 'Estado',
  filterCountry: 'País',
  all: 'Todos',
  search: 'Buscar en los resultados',
  shown: (n, total) => `${n.toLocaleString('es')} de ${total.toLocaleString('es')} filas mostradas`,
  columns: { row: 'n.º', original: 'Original', e164: 'E.164', international: 'Internacional', country: 'País', type: 'Tipo', status: 'Estado', reason: 'Motivo' },
  exportCsv: 'Exportar CSV',
  onlyValid: 'Solo filas válidas',
  writeBack: 'Escribir E.164 en la columna de teléfonos',
  copyValid: 'Copiar números válidos',
  copied: (n) => `${n.toLocaleString('es')} números copiados`,
};

// Arabic counts are given as "label: n" so that no plural form is guessed wrong.
const ar: BatchMessages = {
  title: 'تنظيف قائمة',
  intro: 'أفلت ملف CSV أو TSV أو الصق أرقامًا. تتم معالجتها على هذا الجهاز في Web Workers، ولا يُرفع أي شيء.',
  file: 'ملف',
  dropHere: 'أفلت ملف CSV أو TSV هنا أو اختر ملفًا',
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
  finished: (rows, seconds) => `اكتمل. عدد الصفوف: ${rows.toLocaleString('ar')}، الثواني: ${seconds.toFixed(1)}.`,
  cancelled: 'تم الإيقاف. لم يتغير شيء.',
  problems: {
    empty: 'الملف أو النص فارغ.',
    binary: 'لا يبدو هذا ملفًا نصيًا. اختر ملف CSV أو TSV.',
    'too-large': 'حجم هذا الملف أكبر من 200 ميغابايت. قسّمه إلى ملفات أصغر.',
    'no-phone-column': 'لا يحتوي أي عمود على أرقام هواتف.',
    worker: 'حدث خطأ أثناء فحص الأرقام. حاول مرة أخرى.',
  },
  summary: 'الملخص',
  statuses: { valid: 'صالح', invalid: 'غير صالح', empty: 'فارغ' },
  reasons: 'الأسباب',
  topCountries: 'أكثر البلدان',
  filterStatus: 'الحالة',
  filterCountry: 'البلد',
  all: 'الكل',
  search: 'البحث في النتائج',
  shown: (n, total) => `المعروض: ${n.toLocaleString('ar')} من ${total.toLocaleString('ar')}`,
  columns: { row: '#', original: 'الأصل', e164: 'E.164', international: 'دولي', country: 'البلد', type: 'النوع', status: 'الحالة', reason: 'السبب' },
  exportCsv: 'تصدير CSV',
  onlyValid: 'الصفوف الصالحة فقط',
  writeBack: 'كتابة E.164 في عمود الهاتف',
  copyValid: 'نسخ الأرقام الصالحة',
  copied: (n) => `عدد الأرقام المنسوخة: ${n.toLocaleString('ar')}`,
};

export const BATCH_MESSAGES: Readonly<Record<Locale, BatchMessages>> = { en, de, fr, es, ar };
