// The app shell's words in Norwegian Bokmål (APP_WORDS in app-messages.ts loads it when the language is in use).
import type { AppMessages } from '../app-messages';

export const words: AppMessages = {
  appName: 'Telfield',
  tagline: 'Telefonnumre, kontrollert på din egen enhet',
  navigation: 'Hovedmeny',
  check: 'Kontroller et nummer',
  cleanList: 'Rens en liste',
  useIt: 'Bruk det i appen din',
  updateReady: 'En ny versjon av Telfield er klar.',
  reload: 'Last inn på nytt',
  loading: 'Laster inn …',
  language: 'Språk',
  skipToContent: 'Gå til innholdet',
  notFound: 'Denne siden finnes ikke.',
  backHome: 'Tilbake til kontrollen',
};
