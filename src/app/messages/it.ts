// The app shell's words in Italian (APP_WORDS in app-messages.ts loads it when the language is in use).
import type { AppMessages } from '../app-messages';

export const words: AppMessages = {
  appName: 'Telfield',
  tagline: 'Numeri di telefono verificati sul tuo dispositivo',
  navigation: 'Principale',
  check: 'Verifica un numero',
  cleanList: 'Pulisci un elenco',
  useIt: 'Usalo nella tua app',
  updateReady: 'È disponibile una nuova versione di Telfield.',
  reload: 'Ricarica',
  loading: 'Caricamento…',
  language: 'Lingua',
  skipToContent: 'Vai al contenuto',
  notFound: 'Questa pagina non esiste.',
  backHome: 'Torna alla verifica',
};
