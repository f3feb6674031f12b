// The playground's words in Norwegian Bokmål (PLAYGROUND_WORDS in playground-messages.ts loads it when the language is in use).
import type { PlaygroundMessages } from '../playground-messages';

export const words: PlaygroundMessages = {
  title: 'Bruk det i appen din',
  intro: 'npm install telfield – prøv props her, se hva onChange får, og kopier koden.',
  controls: 'Props',
  country: 'Standardland',
  noCountry: 'Ingen (internasjonalt)',
  preferred: 'Foretrukne land',
  preferredHint: 'ISO-koder, f.eks. NO, SE',
  language: 'Språk',
  disabled: 'Deaktivert',
  controlled: 'Kontrollert (value + onChange)',
  unstyled: 'Uten stil (uten telfield/style.css)',
  hideLabel: 'Skjul etiketten',
  builtInError: 'Innebygd feilmelding',
  live: 'Komponenten',
  payload: 'Hva onChange får',
  code: 'Koden',
  copyCode: 'Kopier koden',
  copied: 'Kopiert',
  reference: 'Referanse',
};
