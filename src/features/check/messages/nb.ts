// The Check screen's words in Norwegian Bokmål (CHECK_WORDS in check-messages.ts loads it when the language is in use).
import { types } from '../../../components/i18n/number-types/nb';
import type { CheckMessages } from '../check-messages';

export const words: CheckMessages = {
  title: 'Kontroller et telefonnummer',
  intro:
    'Skriv inn eller lim inn et nummer i hvilket som helst format. Det formateres mens du skriver, og kontrolleres mot reglene for landet sitt.',
  result: 'Resultat',
  empty: 'Skriv inn et nummer for å kontrollere det.',
  valid: 'Gyldig nummer',
  invalid: 'Ikke gyldig ennå',
  notValid: 'Ikke gyldig',
  lengthOnly: 'Lengden er kontrollert; de fullstendige reglene lastes fortsatt inn.',
  country: 'Land',
  international: 'Internasjonalt (ingen land)',
  type: 'Type',
  typeUnknown: 'Ukjent',
  types,
  e164: 'E.164',
  internationalForm: 'Internasjonalt',
  nationalForm: 'Nasjonalt',
  rfc3966: 'tel:-URI',
  extension: 'Internnummer',
  copy: (what) => `Kopier ${what}`,
  copied: (what) => `${what} er kopiert`,
  call: (number) => `Ring ${number}`,
  privacy: 'Ingenting du skriver, forlater denne nettleseren: ingen server, ingen sporing, ingen oppslag.',
  checkAll: 'Kontroller alle i «Rens en liste»',
};
