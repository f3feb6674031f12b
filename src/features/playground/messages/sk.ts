// The playground's words in Slovak (PLAYGROUND_WORDS in playground-messages.ts loads it when the language is in use).
import type { PlaygroundMessages } from '../playground-messages';

export const words: PlaygroundMessages = {
  title: 'Použiť vo vašej aplikácii',
  intro: 'npm install telfield — vyskúšajte tu props, pozrite sa, čo dostáva onChange, a skopírujte kód.',
  controls: 'Props',
  country: 'Predvolená krajina',
  noCountry: 'Žiadna (medzinárodné)',
  preferred: 'Preferované krajiny',
  preferredHint: 'Kódy ISO, napr. SK, CZ',
  language: 'Miestne nastavenie',
  disabled: 'Vypnuté',
  controlled: 'Riadený (value + onChange)',
  unstyled: 'Bez štýlov (bez telfield/style.css)',
  hideLabel: 'Skryť menovku',
  builtInError: 'Vstavané chybové hlásenie',
  live: 'Komponent',
  payload: 'Čo dostáva onChange',
  code: 'Kód',
  copyCode: 'Skopírovať kód',
  copied: 'Skopírované',
  reference: 'Referencia',
};
