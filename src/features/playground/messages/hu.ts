// The playground's words in Hungarian (PLAYGROUND_WORDS in playground-messages.ts loads it when the language is in use).
import type { PlaygroundMessages } from '../playground-messages';

export const words: PlaygroundMessages = {
  title: 'Használat a saját alkalmazásában',
  intro:
    'npm install telfield – próbálja ki itt a propokat, nézze meg, mit kap az onChange, és másolja ki a kódot.',
  controls: 'Propok',
  country: 'Alapértelmezett ország',
  noCountry: 'Nincs (nemzetközi)',
  preferred: 'Előnyben részesített országok',
  preferredHint: 'ISO-kódok, pl. HU, AT',
  language: 'Nyelv',
  disabled: 'Letiltva',
  controlled: 'Vezérelt (value + onChange)',
  unstyled: 'Stílus nélkül (telfield/style.css nélkül)',
  hideLabel: 'Címke elrejtése',
  builtInError: 'Beépített hibaüzenet',
  live: 'A komponens',
  payload: 'Amit az onChange kap',
  code: 'A kód',
  copyCode: 'Kód másolása',
  copied: 'Másolva',
  reference: 'Dokumentáció',
};
