// The playground's words in French (PLAYGROUND_WORDS in playground-messages.ts loads it when the language is in use).
import type { PlaygroundMessages } from '../playground-messages';

export const words: PlaygroundMessages = {
  title: 'L’utiliser dans votre app',
  intro: 'npm install telfield — essayez les props, voyez ce que reçoit onChange et copiez le code.',
  controls: 'Props',
  country: 'Pays par défaut',
  noCountry: 'Aucun (international)',
  preferred: 'Pays préférés',
  preferredHint: 'Codes ISO, p. ex. FR, BE',
  language: 'Langue',
  disabled: 'Désactivé',
  controlled: 'Contrôlé (value + onChange)',
  unstyled: 'Sans style (sans telfield/style.css)',
  hideLabel: 'Masquer le libellé',
  builtInError: 'Message d’erreur intégré',
  live: 'Le composant',
  payload: 'Ce que reçoit onChange',
  code: 'Le code',
  copyCode: 'Copier le code',
  copied: 'Copié',
  reference: 'Référence',
};
