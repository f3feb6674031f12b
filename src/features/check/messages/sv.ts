// The Check screen's words in Swedish (CHECK_WORDS in check-messages.ts loads it when the language is in use).
import { types } from '../../../components/i18n/number-types/sv';
import type { CheckMessages } from '../check-messages';

export const words: CheckMessages = {
  title: 'Kontrollera ett telefonnummer',
  intro:
    'Skriv eller klistra in ett nummer i valfritt format. Det formateras medan du skriver och kontrolleras mot reglerna för sitt land.',
  result: 'Resultat',
  empty: 'Ange ett nummer för att kontrollera det.',
  valid: 'Giltigt nummer',
  invalid: 'Inte giltigt än',
  notValid: 'Inte giltigt',
  lengthOnly: 'Längden är kontrollerad; de fullständiga reglerna läses fortfarande in.',
  country: 'Land',
  international: 'Internationellt (inget land)',
  type: 'Typ',
  typeUnknown: 'Okänd',
  types,
  e164: 'E.164',
  internationalForm: 'Internationellt',
  nationalForm: 'Nationellt',
  rfc3966: 'tel:-URI',
  extension: 'Anknytning',
  copy: (what) => `Kopiera ${what}`,
  copied: (what) => `${what} kopierat`,
  call: (number) => `Ring ${number}`,
  privacy: 'Inget du skriver lämnar den här webbläsaren: ingen server, ingen spårning, inga uppslag.',
  checkAll: 'Kontrollera alla i ”Rensa en lista”',
};
