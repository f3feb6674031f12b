// The app shell's words in Danish (APP_WORDS in app-messages.ts loads it when the language is in use).
import type { AppMessages } from '../app-messages';

export const words: AppMessages = {
  appName: 'Telfield',
  tagline: 'Telefonnumre, tjekket på din egen enhed',
  navigation: 'Hovedmenu',
  check: 'Tjek et nummer',
  cleanList: 'Rens en liste',
  useIt: 'Brug det i din app',
  updateReady: 'En ny version af Telfield er klar.',
  reload: 'Genindlæs',
  loading: 'Indlæser …',
  language: 'Sprog',
  skipToContent: 'Spring til indholdet',
  notFound: 'Siden findes ikke.',
  backHome: 'Tilbage til tjek af numre',
};
