// The playground's words in Polish (PLAYGROUND_WORDS in playground-messages.ts loads it when the language is in use).
import type { PlaygroundMessages } from '../playground-messages';

export const words: PlaygroundMessages = {
  title: 'Użyj w swojej aplikacji',
  intro: 'npm install telfield — wypróbuj tu propsy, zobacz, co dostaje onChange, i skopiuj kod.',
  controls: 'Propsy',
  country: 'Domyślny kraj',
  noCountry: 'Brak (międzynarodowy)',
  preferred: 'Preferowane kraje',
  preferredHint: 'Kody ISO, np. PL, DE',
  language: 'Ustawienia regionalne',
  disabled: 'Wyłączony',
  controlled: 'Kontrolowany (value + onChange)',
  unstyled: 'Bez stylów (bez telfield/style.css)',
  hideLabel: 'Ukryj etykietę',
  builtInError: 'Wbudowany komunikat o błędzie',
  live: 'Komponent',
  payload: 'Co dostaje onChange',
  code: 'Kod',
  copyCode: 'Kopiuj kod',
  copied: 'Skopiowano',
  reference: 'Dokumentacja',
};
