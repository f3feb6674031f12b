import { types } from '../../../components/i18n/number-types/es';
import { plural, pluralList, seconds } from '../../../intl/plural';
import type { BatchMessages } from './batch-messages';

export const es: BatchMessages = {
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
  phoneColumn: 'Columnas de teléfonos',
  pickedColumns: (n) => plural('es', n, { one: '# columna de teléfonos', other: '# columnas de teléfonos' }),
  column: (n) => `Columna ${n}`,
  defaultCountry: 'País para números sin +',
  start: 'Empezar',
  cancel: 'Cancelar',
  progress: 'Progreso',
  progressText: (done, total, perSecond, secondsLeft) =>
    `${done.toLocaleString('es')} de ${total.toLocaleString('es')} filas, ${Math.round(perSecond).toLocaleString('es')} filas/s${secondsLeft === undefined ? '' : `, quedan unos ${Math.ceil(secondsLeft)} s`}`,
  finished: (rows, duration) =>
    `Hecho: ${plural('es', rows, { one: '# fila', other: '# filas' })} en ${seconds('es', duration)} s.`,
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
  replacedLines: (...lines) =>
    pluralList('es', lines, { one: 'Primero en la línea #.', other: 'Primero en las líneas #.' }),
  replaced: (n) =>
    plural('es', n, {
      one: '# carácter no se pudo leer en esta codificación (¿codificaciones mezcladas?) y se muestra como �. Los números solo se ven afectados si lo contienen.',
      other:
        '# caracteres no se pudieron leer en esta codificación (¿codificaciones mezcladas?) y se muestran como �. Los números solo se ven afectados si los contienen.',
    }),
  truncated: (n) =>
    plural('es', n, {
      one: '# celda de teléfono tenía más de 250 caracteres; solo se leyeron los primeros 250.',
      other: '# celdas de teléfono tenían más de 250 caracteres; solo se leyeron los primeros 250.',
    }),
  countryColumn: 'Columna de país (ES, ESP, España, +34)',
  noCountryColumn: 'Ninguna',
  moreColumns: (n) =>
    plural('es', n, {
      one: 'Aquí no se muestra # columna más.',
      other: 'Aquí no se muestran # columnas más.',
    }),
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
    'no-country': 'Ningún país conocido: elija un país predeterminado',
    'spreadsheet-float': 'Cambiado por una hoja de cálculo (notación científica o .0)',
  },
  types,
  chart: 'Números válidos por país',
  filtering: 'Filtrando…',
  exporting: 'Preparando la exportación…',
  copyFailed: 'El navegador no permitió copiar.',
  summary: 'Resumen',
  statuses: { valid: 'Válido', invalid: 'No válido', empty: 'Vacío' },
  reasons: 'Motivos',
  numbers: 'Números',
  byType: 'Números válidos por tipo',
  topCountries: 'Países principales',
  filterStatus: 'Estado',
  filterCountry: 'País',
  all: 'Todos',
  search: 'Buscar en los resultados',
  shown: (n, total) =>
    `${n.toLocaleString('es')} de ${plural('es', total, { one: '# fila mostrada', other: '# filas mostradas' })}`,
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
  quoteInUnquotedCell: (row, more) =>
    `La fila ${row.toLocaleString('es')} tiene unas comillas dentro de una celda sin comillas; se leyó tal como está escrita${more > 0 ? ` (y ${plural('es', more, { one: '# fila más', other: '# filas más' })})` : ''}.`,
  textAfterQuote: (row, more) =>
    `En la fila ${row.toLocaleString('es')}, unas comillas de cierre van seguidas de texto: se leyeron como parte de la celda, que sigue hasta las siguientes comillas de cierre${more > 0 ? ` (y en ${plural('es', more, { one: '# fila más', other: '# filas más' })})` : ''}. Revisa esa fila o lee el archivo con las comillas como texto.`,
  notUtf8: (byte, row) => `El byte ${byte} de la fila ${row.toLocaleString('es')} no es UTF-8.`,
  firstUtf8: (row) => `Primer carácter UTF-8 en la fila ${row.toLocaleString('es')}.`,
  filterMark: 'Mostrar',
  marks: {
    duplicate: 'Duplicados',
    several: 'Varios números en una celda',
    'unknown-country': 'País no reconocido',
  },
  exportRows: 'Filas',
  rowsAll: 'Todas las filas',
  rowsValid: 'Solo números válidos',
  rowsShown: (count) => plural('es', count, { one: 'La # fila mostrada', other: 'Las # filas mostradas' }),
  forExcel: 'Para Excel: mantener los números como texto (="+44…")',
  exportHelp:
    'La exportación conserva tus columnas tal cual y añade <columna de teléfonos>_e164 (solo E.164), _country, _type, _status, _reason, _extension, _others y _duplicate_of, y al final judged_by (las versiones de Telfield y libphonenumber-js que juzgaron la fila). Una celda que una hoja de cálculo podría ejecutar como fórmula (que empieza por =, @, o + o - seguido de algo más que un número) recibe un apóstrofo al inicio; los números se escriben tal cual.',
  writeBack: 'Escribir E.164 en las columnas de teléfonos',
  layoutLong: 'Una fila por número (para una base de datos)',
  copyValid: 'Copiar números válidos, con duplicados',
  copyUnique: 'Copiar números válidos sin duplicados',
  copied: (n) => plural('es', n, { one: '# número copiado', other: '# números copiados' }),
};
