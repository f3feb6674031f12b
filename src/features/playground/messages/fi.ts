// The playground's words in Finnish (PLAYGROUND_WORDS in playground-messages.ts loads it when the language is in use).
import type { PlaygroundMessages } from '../playground-messages';

export const words: PlaygroundMessages = {
  title: 'Käytä sovelluksessasi',
  intro: 'npm install telfield – kokeile propseja tässä, katso mitä onChange saa, ja kopioi koodi.',
  controls: 'Propsit',
  country: 'Oletusmaa',
  noCountry: 'Ei mitään (kansainvälinen)',
  preferred: 'Ensisijaiset maat',
  preferredHint: 'ISO-koodit, esim. FI, SE',
  language: 'Kieli',
  disabled: 'Poistettu käytöstä',
  controlled: 'Ohjattu (value + onChange)',
  unstyled: 'Ilman tyylejä (ilman telfield/style.css-tiedostoa)',
  hideLabel: 'Piilota nimiö',
  builtInError: 'Sisäänrakennettu virheilmoitus',
  live: 'Komponentti',
  payload: 'Mitä onChange saa',
  code: 'Koodi',
  copyCode: 'Kopioi koodi',
  copied: 'Kopioitu',
  reference: 'Dokumentaatio',
};
