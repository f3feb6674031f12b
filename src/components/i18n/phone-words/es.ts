// The phone field's words in Spanish (see phone-words.ts): loaded for the field when its language is in use.
import type { FirstPaintKey, FirstPaintWords } from '../first-paint-words';
import { plural } from '../../../intl/plural';
import type { PhoneMessages } from '../phone-messages';
import type { CountryPickerLabels } from '../../../react/country-picker/country-picker-labels';

export const messages: Omit<PhoneMessages, FirstPaintKey> = {
  extension: 'Extensión',
  countryChanged: (country) => `País cambiado a ${country}`,
  pasteTruncated: (limit, dropped) =>
    `Solo se pegaron los primeros ${limit} caracteres; se omitieron ${dropped} más.`,
  nothingToPaste: 'No se encontró ningún número de teléfono en el texto pegado.',
  didYouMean: '¿Quería decir un número de:',
  pastedNumbers: 'Números en el texto pegado:',
  moreCountries: (count) => `${count} más`,
  required: 'Introduce un número de teléfono.',
  tooShort: (where, missing) =>
    missing === undefined
      ? `Demasiado corto para ${where}.`
      : missing.max === undefined
        ? `Demasiado corto para ${where}: ${plural('es', missing.min, { one: 'falta al menos # dígito', other: 'faltan al menos # dígitos' })}.`
        : missing.min === missing.max
          ? `Demasiado corto para ${where}: ${plural('es', missing.min, { one: 'falta # dígito', other: 'faltan # dígitos' })}.`
          : `Demasiado corto para ${where}: faltan de ${missing.min} a ${missing.max} dígitos.`,
  tooLong: (where, extra) =>
    extra === undefined
      ? `Demasiado largo para ${where}.`
      : `Demasiado largo para ${where}: ${plural('es', extra, { one: 'sobra # dígito', other: 'sobran # dígitos' })}.`,
  invalidLength: (where) => `Esta longitud no se usa en ${where}.`,
  notAccepted: (where) => `Aquí no se acepta un número de ${where}.`,
  extensionTooLong: (limit) => `La extensión es demasiado larga: ${limit} dígitos como máximo.`,
  unknownCallingCode: (code) => `Ningún país usa el prefijo +${code}.`,
  notANumber: 'Esto no es un número de teléfono.',
  invalid: (where) => `No es un número válido en ${where}.`,
  addAreaCode: (where) => `Añade el prefijo de zona: es un número local en ${where}.`,
};

export const labels: Omit<CountryPickerLabels, FirstPaintKey> = {
  search: 'Buscar países',
  list: 'Países',
  noMatches: 'Ningún país coincide',
  matchCount: (count) => plural('es', count, { one: '# país', other: '# países' }),
  preferredGroup: 'Países sugeridos',
  allGroup: 'Todos los países',
};

// What the field shows before its engine has loaded (first-paint-words.ts).
export const firstPaint: FirstPaintWords = {
  phoneNumber: 'Número de teléfono',
  selector: 'País',
  international: 'Internacional',
};
