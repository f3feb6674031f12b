// The Check screen's words in Romanian (CHECK_WORDS in check-messages.ts loads it when the language is in use).
import { types } from '../../../components/i18n/number-types/ro';
import type { CheckMessages } from '../check-messages';

export const words: CheckMessages = {
  title: 'Verificați un număr de telefon',
  intro:
    'Tastați sau lipiți un număr în orice format. Este formatat în timp ce tastați și verificat după regulile țării sale.',
  result: 'Rezultat',
  empty: 'Introduceți un număr pentru a-l verifica.',
  valid: 'Număr valid',
  invalid: 'Încă nu este valid',
  notValid: 'Nu este valid',
  lengthOnly: 'Lungimea a fost verificată; regulile complete încă se încarcă.',
  country: 'Țară',
  international: 'Internațional (fără țară)',
  type: 'Tip',
  typeUnknown: 'Necunoscut',
  types,
  e164: 'E.164',
  internationalForm: 'Internațional',
  nationalForm: 'Național',
  rfc3966: 'URI tel:',
  extension: 'Interior',
  copy: (what) => `Copiați: ${what}`,
  copied: (what) => `Copiat: ${what}`,
  call: (number) => `Sunați la ${number}`,
  privacy:
    'Nimic din ce tastați nu părăsește acest browser: nu există server, urmărire sau interogări externe.',
  checkAll: 'Verificați-le pe toate în „Curățați o listă”',
};
