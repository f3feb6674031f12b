// The app shell's words in Swedish (APP_WORDS in app-messages.ts loads it when the language is in use).
import type { AppMessages } from '../app-messages';

export const words: AppMessages = {
  appName: 'Telfield',
  tagline: 'Telefonnummer, kontrollerade på din egen enhet',
  navigation: 'Huvudmeny',
  check: 'Kontrollera ett nummer',
  cleanList: 'Rensa en lista',
  useIt: 'Använd i din app',
  updateReady: 'En ny version av Telfield är klar.',
  reload: 'Läs in igen',
  loading: 'Läser in …',
  language: 'Språk',
  skipToContent: 'Hoppa till innehållet',
  notFound: 'Sidan finns inte.',
  backHome: 'Tillbaka till kontrollen',
};
