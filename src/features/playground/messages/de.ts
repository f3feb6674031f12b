// The playground's words in German (PLAYGROUND_WORDS in playground-messages.ts loads it when the language is in use).
import type { PlaygroundMessages } from '../playground-messages';

export const words: PlaygroundMessages = {
  title: 'In Ihrer App verwenden',
  intro: 'npm install telfield — Props ausprobieren, sehen, was onChange erhält, und den Code kopieren.',
  controls: 'Props',
  country: 'Standardland',
  noCountry: 'Keins (international)',
  preferred: 'Bevorzugte Länder',
  preferredHint: 'ISO-Codes, z. B. DE, AT',
  language: 'Sprache',
  disabled: 'Deaktiviert',
  controlled: 'Kontrolliert (value + onChange)',
  unstyled: 'Ohne Stil (ohne telfield/style.css)',
  hideLabel: 'Beschriftung ausblenden',
  builtInError: 'Eingebaute Fehlermeldung',
  live: 'Die Komponente',
  payload: 'Was onChange erhält',
  code: 'Der Code',
  copyCode: 'Code kopieren',
  copied: 'Kopiert',
  reference: 'Referenz',
};
