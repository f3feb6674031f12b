// The Check screen's words in Polish (CHECK_WORDS in check-messages.ts loads it when the language is in use).
import { types } from '../../../components/i18n/number-types/pl';
import type { CheckMessages } from '../check-messages';

export const words: CheckMessages = {
  title: 'Sprawdź numer telefonu',
  intro:
    'Wpisz lub wklej numer w dowolnym formacie. Jest formatowany podczas pisania i sprawdzany według zasad obowiązujących w jego kraju.',
  result: 'Wynik',
  empty: 'Wpisz numer, aby go sprawdzić.',
  valid: 'Prawidłowy numer',
  invalid: 'Jeszcze nieprawidłowy',
  notValid: 'Nieprawidłowy',
  lengthOnly: 'Sprawdzono długość; pełne zasady wciąż się wczytują.',
  country: 'Kraj',
  international: 'Międzynarodowy (bez kraju)',
  type: 'Typ',
  typeUnknown: 'Nieznany',
  types,
  e164: 'E.164',
  internationalForm: 'Międzynarodowy',
  nationalForm: 'Krajowy',
  rfc3966: 'URI tel:',
  extension: 'Numer wewnętrzny',
  copy: (what) => `Kopiuj: ${what}`,
  copied: (what) => `Skopiowano: ${what}`,
  call: (number) => `Zadzwoń: ${number}`,
  privacy: 'Nic, co wpiszesz, nie opuszcza tej przeglądarki: nie ma serwera, śledzenia ani wyszukiwania.',
  checkAll: 'Sprawdź wszystkie w „Wyczyść listę”',
};
