// The playground's words in Swedish (PLAYGROUND_WORDS in playground-messages.ts loads it when the language is in use).
import type { PlaygroundMessages } from '../playground-messages';

export const words: PlaygroundMessages = {
  title: 'Använd i din app',
  intro: 'npm install telfield – prova props här, se vad onChange får och kopiera koden.',
  controls: 'Props',
  country: 'Standardland',
  noCountry: 'Inget (internationellt)',
  preferred: 'Föredragna länder',
  preferredHint: 'ISO-koder, t.ex. SE, NO',
  language: 'Språk',
  disabled: 'Inaktiverad',
  controlled: 'Kontrollerad (value + onChange)',
  unstyled: 'Utan stil (utan telfield/style.css)',
  hideLabel: 'Dölj etiketten',
  builtInError: 'Inbyggt felmeddelande',
  live: 'Komponenten',
  payload: 'Vad onChange får',
  code: 'Koden',
  copyCode: 'Kopiera koden',
  copied: 'Kopierat',
  reference: 'Referens',
};
