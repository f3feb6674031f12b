// The app shell's words in Czech (APP_WORDS in app-messages.ts loads it when the language is in use).
import type { AppMessages } from '../app-messages';

export const words: AppMessages = {
  appName: 'Telfield',
  tagline: 'Telefonní čísla ověřená přímo ve vašem zařízení',
  navigation: 'Hlavní nabídka',
  check: 'Ověřit číslo',
  cleanList: 'Vyčistit seznam',
  useIt: 'Použít ve vaší aplikaci',
  updateReady: 'Je připravena nová verze aplikace Telfield.',
  reload: 'Načíst znovu',
  loading: 'Načítání…',
  language: 'Jazyk',
  skipToContent: 'Přejít na obsah',
  notFound: 'Tato stránka neexistuje.',
  backHome: 'Zpět na ověření čísla',
};
