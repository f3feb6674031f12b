// The app shell's words in Finnish (APP_WORDS in app-messages.ts loads it when the language is in use).
import type { AppMessages } from '../app-messages';

export const words: AppMessages = {
  appName: 'Telfield',
  tagline: 'Puhelinnumerot tarkistettuina omalla laitteellasi',
  navigation: 'Päävalikko',
  check: 'Tarkista numero',
  cleanList: 'Siivoa lista',
  useIt: 'Käytä sovelluksessasi',
  updateReady: 'Telfieldistä on saatavilla uusi versio.',
  reload: 'Lataa uudelleen',
  loading: 'Ladataan…',
  language: 'Kieli',
  skipToContent: 'Siirry sisältöön',
  notFound: 'Tätä sivua ei ole olemassa.',
  backHome: 'Takaisin tarkistukseen',
};
