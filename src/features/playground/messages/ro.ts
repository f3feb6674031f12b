// The playground's words in Romanian (PLAYGROUND_WORDS in playground-messages.ts loads it when the language is in use).
import type { PlaygroundMessages } from '../playground-messages';

export const words: PlaygroundMessages = {
  title: 'Folosiți-l în aplicația dvs.',
  intro: 'npm install telfield — încercați props aici, vedeți ce primește onChange și copiați codul.',
  controls: 'Props',
  country: 'Țara implicită',
  noCountry: 'Niciuna (internațional)',
  preferred: 'Țări preferate',
  preferredHint: 'Coduri ISO, de ex. RO, MD',
  language: 'Limbă',
  disabled: 'Dezactivat',
  controlled: 'Controlat (value + onChange)',
  unstyled: 'Fără stil (fără telfield/style.css)',
  hideLabel: 'Ascundeți eticheta',
  builtInError: 'Mesaj de eroare încorporat',
  live: 'Componenta',
  payload: 'Ce primește onChange',
  code: 'Codul',
  copyCode: 'Copiați codul',
  copied: 'Copiat',
  reference: 'Referință',
};
