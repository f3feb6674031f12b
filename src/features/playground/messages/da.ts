// The playground's words in Danish (PLAYGROUND_WORDS in playground-messages.ts loads it when the language is in use).
import type { PlaygroundMessages } from '../playground-messages';

export const words: PlaygroundMessages = {
  title: 'Brug det i din app',
  intro: 'npm install telfield – prøv props her, se hvad onChange modtager, og kopiér koden.',
  controls: 'Props',
  country: 'Standardland',
  noCountry: 'Intet (internationalt)',
  preferred: 'Foretrukne lande',
  preferredHint: 'ISO-koder, f.eks. DK, SE',
  language: 'Sprog',
  disabled: 'Deaktiveret',
  controlled: 'Kontrolleret (value + onChange)',
  unstyled: 'Uden styling (uden telfield/style.css)',
  hideLabel: 'Skjul etiketten',
  builtInError: 'Indbygget fejlmeddelelse',
  live: 'Komponenten',
  payload: 'Hvad onChange modtager',
  code: 'Koden',
  copyCode: 'Kopiér koden',
  copied: 'Kopieret',
  reference: 'Reference',
};
