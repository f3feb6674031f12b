// The app shell's words in Croatian (APP_WORDS in app-messages.ts loads it when the language is in use).
import type { AppMessages } from '../app-messages';

export const words: AppMessages = {
  appName: 'Telfield',
  tagline: 'Telefonski brojevi, provjereni na vašem uređaju',
  navigation: 'Glavni izbornik',
  check: 'Provjera broja',
  cleanList: 'Čišćenje popisa',
  useIt: 'Upotreba u vašoj aplikaciji',
  updateReady: 'Dostupna je nova verzija Telfielda.',
  reload: 'Ponovno učitaj',
  loading: 'Učitavanje…',
  language: 'Jezik',
  skipToContent: 'Preskoči na sadržaj',
  notFound: 'Ova stranica ne postoji.',
  backHome: 'Natrag na provjeru',
};
