// The Check screen's words in Dutch (CHECK_WORDS in check-messages.ts loads it when the language is in use).
import { types } from '../../../components/i18n/number-types/nl';
import type { CheckMessages } from '../check-messages';

export const words: CheckMessages = {
  title: 'Telefoonnummer controleren',
  intro:
    'Typ of plak een nummer in elk gewenst formaat. Het wordt tijdens het typen opgemaakt en gecontroleerd volgens de regels van het land.',
  result: 'Resultaat',
  empty: 'Voer een nummer in om het te controleren.',
  valid: 'Geldig nummer',
  invalid: 'Nog niet geldig',
  notValid: 'Niet geldig',
  lengthOnly: 'Lengte gecontroleerd; de volledige regels worden nog geladen.',
  country: 'Land',
  international: 'Internationaal (geen land)',
  type: 'Type',
  typeUnknown: 'Onbekend',
  types,
  e164: 'E.164',
  internationalForm: 'Internationaal',
  nationalForm: 'Nationaal',
  rfc3966: 'tel:-URI',
  extension: 'Toestel',
  copy: (what) => `${what} kopiëren`,
  copied: (what) => `${what} gekopieerd`,
  call: (number) => `${number} bellen`,
  privacy: 'Niets van wat je typt verlaat deze browser: geen server, geen tracking, geen opzoekingen.',
  checkAll: 'Allemaal controleren in ‘Lijst opschonen’',
};
