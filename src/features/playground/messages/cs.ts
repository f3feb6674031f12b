// The playground's words in Czech (PLAYGROUND_WORDS in playground-messages.ts loads it when the language is in use).
import type { PlaygroundMessages } from '../playground-messages';

export const words: PlaygroundMessages = {
  title: 'Použít ve vaší aplikaci',
  intro: 'npm install telfield — vyzkoušejte zde props, podívejte se, co dostává onChange, a zkopírujte kód.',
  controls: 'Props',
  country: 'Výchozí země',
  noCountry: 'Žádná (mezinárodní)',
  preferred: 'Preferované země',
  preferredHint: 'Kódy ISO, např. CZ, SK',
  language: 'Národní prostředí',
  disabled: 'Zakázáno',
  controlled: 'Řízená (value + onChange)',
  unstyled: 'Bez stylů (bez telfield/style.css)',
  hideLabel: 'Skrýt popisek',
  builtInError: 'Vestavěná chybová zpráva',
  live: 'Komponenta',
  payload: 'Co dostává onChange',
  code: 'Kód',
  copyCode: 'Zkopírovat kód',
  copied: 'Zkopírováno',
  reference: 'Reference',
};
