// The playground's words in Italian (PLAYGROUND_WORDS in playground-messages.ts loads it when the language is in use).
import type { PlaygroundMessages } from '../playground-messages';

export const words: PlaygroundMessages = {
  title: 'Usalo nella tua app',
  intro: 'npm install telfield — prova le props qui, guarda cosa riceve onChange e copia il codice.',
  controls: 'Props',
  country: 'Paese predefinito',
  noCountry: 'Nessuno (internazionale)',
  preferred: 'Paesi preferiti',
  preferredHint: 'Codici ISO, ad es. IT, CH',
  language: 'Impostazioni locali',
  disabled: 'Disattivato',
  controlled: 'Controllato (value + onChange)',
  unstyled: 'Senza stile (senza telfield/style.css)',
  hideLabel: 'Nascondi l’etichetta',
  builtInError: 'Messaggio di errore integrato',
  live: 'Il componente',
  payload: 'Cosa riceve onChange',
  code: 'Il codice',
  copyCode: 'Copia il codice',
  copied: 'Copiato',
  reference: 'Riferimento',
};
