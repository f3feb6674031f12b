// The playground's words in Croatian (PLAYGROUND_WORDS in playground-messages.ts loads it when the language is in use).
import type { PlaygroundMessages } from '../playground-messages';

export const words: PlaygroundMessages = {
  title: 'Upotreba u vašoj aplikaciji',
  intro: 'npm install telfield — isprobajte propse ovdje, pogledajte što prima onChange i kopirajte kôd.',
  controls: 'Propsi',
  country: 'Zadana zemlja',
  noCountry: 'Nijedna (međunarodni)',
  preferred: 'Preferirane zemlje',
  preferredHint: 'ISO kodovi, npr. HR, SI',
  language: 'Jezik',
  disabled: 'Onemogućeno',
  controlled: 'Kontrolirano (value + onChange)',
  unstyled: 'Bez stila (bez telfield/style.css)',
  hideLabel: 'Sakrij oznaku',
  builtInError: 'Ugrađena poruka o pogrešci',
  live: 'Komponenta',
  payload: 'Što prima onChange',
  code: 'Kôd',
  copyCode: 'Kopiraj kôd',
  copied: 'Kopirano',
  reference: 'Dokumentacija',
};
