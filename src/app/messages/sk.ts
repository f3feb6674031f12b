// The app shell's words in Slovak (APP_WORDS in app-messages.ts loads it when the language is in use).
import type { AppMessages } from '../app-messages';

export const words: AppMessages = {
  appName: 'Telfield',
  tagline: 'Telefónne čísla overené priamo vo vašom zariadení',
  navigation: 'Hlavná ponuka',
  check: 'Overiť číslo',
  cleanList: 'Vyčistiť zoznam',
  useIt: 'Použiť vo vašej aplikácii',
  updateReady: 'Je pripravená nová verzia aplikácie Telfield.',
  reload: 'Znova načítať',
  loading: 'Načítava sa…',
  language: 'Jazyk',
  skipToContent: 'Prejsť na obsah',
  notFound: 'Táto stránka neexistuje.',
  backHome: 'Späť na overenie čísla',
};
