// The Check screen's words in Spanish (CHECK_WORDS in check-messages.ts loads it when the language is in use).
import { types } from '../../../components/i18n/number-types/es';
import type { CheckMessages } from '../check-messages';

export const words: CheckMessages = {
  title: 'Comprobar un número de teléfono',
  intro:
    'Escribe o pega un número en cualquier formato. Se formatea mientras escribes y se comprueba con las reglas de su país.',
  result: 'Resultado',
  empty: 'Introduce un número para comprobarlo.',
  valid: 'Número válido',
  invalid: 'Aún no es válido',
  notValid: 'No válido',
  lengthOnly: 'Longitud comprobada; las reglas completas aún se están cargando.',
  country: 'País',
  international: 'Internacional (sin país)',
  type: 'Tipo',
  typeUnknown: 'Desconocido',
  types,
  e164: 'E.164',
  internationalForm: 'Internacional',
  nationalForm: 'Nacional',
  rfc3966: 'URI tel:',
  extension: 'Extensión',
  copy: (what) => `Copiar ${what}`,
  copied: (what) => `${what} copiado`,
  call: (number) => `Llamar al ${number}`,
  privacy: 'Nada de lo que escribes sale de este navegador: sin servidor, sin rastreo y sin consultas.',
  checkAll: 'Comprobarlos todos en «Limpiar una lista»',
};
