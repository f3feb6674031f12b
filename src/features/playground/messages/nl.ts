// The playground's words in Dutch (PLAYGROUND_WORDS in playground-messages.ts loads it when the language is in use).
import type { PlaygroundMessages } from '../playground-messages';

export const words: PlaygroundMessages = {
  title: 'Gebruiken in je app',
  intro: 'npm install telfield — probeer hier de props, bekijk wat onChange ontvangt en kopieer de code.',
  controls: 'Props',
  country: 'Standaardland',
  noCountry: 'Geen (internationaal)',
  preferred: 'Voorkeurslanden',
  preferredHint: 'ISO-codes, bijv. NL, BE',
  language: 'Landinstelling',
  disabled: 'Uitgeschakeld',
  controlled: 'Gecontroleerd (value + onChange)',
  unstyled: 'Zonder stijl (zonder telfield/style.css)',
  hideLabel: 'Label verbergen',
  builtInError: 'Ingebouwde foutmelding',
  live: 'Het component',
  payload: 'Wat onChange ontvangt',
  code: 'De code',
  copyCode: 'Code kopiëren',
  copied: 'Gekopieerd',
  reference: 'Naslag',
};
