// The Check screen's words in Italian (CHECK_WORDS in check-messages.ts loads it when the language is in use).
import { types } from '../../../components/i18n/number-types/it';
import type { CheckMessages } from '../check-messages';

export const words: CheckMessages = {
  title: 'Verifica un numero di telefono',
  intro:
    'Digita o incolla un numero in qualsiasi formato. Viene formattato mentre scrivi e verificato secondo le regole del suo paese.',
  result: 'Risultato',
  empty: 'Inserisci un numero per verificarlo.',
  valid: 'Numero valido',
  invalid: 'Non ancora valido',
  notValid: 'Non valido',
  lengthOnly: 'Lunghezza verificata; le regole complete sono ancora in caricamento.',
  country: 'Paese',
  international: 'Internazionale (nessun paese)',
  type: 'Tipo',
  typeUnknown: 'Sconosciuto',
  types,
  e164: 'E.164',
  internationalForm: 'Internazionale',
  nationalForm: 'Nazionale',
  rfc3966: 'URI tel:',
  extension: 'Interno',
  copy: (what) => `Copia ${what}`,
  copied: (what) => `Copiato: ${what}`,
  call: (number) => `Chiama ${number}`,
  privacy:
    'Nulla di ciò che digiti lascia questo browser: nessun server, nessun tracciamento, nessuna ricerca.',
  checkAll: 'Verificali tutti in «Pulisci un elenco»',
};
