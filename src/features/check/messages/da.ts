// The Check screen's words in Danish (CHECK_WORDS in check-messages.ts loads it when the language is in use).
import { types } from '../../../components/i18n/number-types/da';
import type { CheckMessages } from '../check-messages';

export const words: CheckMessages = {
  title: 'Tjek et telefonnummer',
  intro:
    'Skriv eller indsæt et nummer i et hvilket som helst format. Det formateres, mens du skriver, og tjekkes efter reglerne i sit land.',
  result: 'Resultat',
  empty: 'Indtast et nummer for at tjekke det.',
  valid: 'Gyldigt nummer',
  invalid: 'Ikke gyldigt endnu',
  notValid: 'Ikke gyldigt',
  lengthOnly: 'Længden er tjekket; de fulde regler indlæses stadig.',
  country: 'Land',
  international: 'Internationalt (intet land)',
  type: 'Type',
  typeUnknown: 'Ukendt',
  types,
  e164: 'E.164',
  internationalForm: 'Internationalt',
  nationalForm: 'Nationalt',
  rfc3966: 'tel:-URI',
  extension: 'Lokalnummer',
  copy: (what) => `Kopiér ${what}`,
  copied: (what) => `${what} kopieret`,
  call: (number) => `Ring til ${number}`,
  privacy: 'Intet af det, du skriver, forlader denne browser: ingen server, ingen sporing, ingen opslag.',
  checkAll: 'Tjek dem alle i »Rens en liste«',
};
