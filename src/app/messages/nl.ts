// The app shell's words in Dutch (APP_WORDS in app-messages.ts loads it when the language is in use).
import type { AppMessages } from '../app-messages';

export const words: AppMessages = {
  appName: 'Telfield',
  tagline: 'Telefoonnummers, gecontroleerd op je eigen apparaat',
  navigation: 'Hoofdmenu',
  check: 'Nummer controleren',
  cleanList: 'Lijst opschonen',
  useIt: 'Gebruiken in je app',
  updateReady: 'Er staat een nieuwe versie van Telfield klaar.',
  reload: 'Opnieuw laden',
  loading: 'Laden…',
  language: 'Taal',
  skipToContent: 'Naar de inhoud',
  notFound: 'Deze pagina bestaat niet.',
  backHome: 'Terug naar Controleren',
};
