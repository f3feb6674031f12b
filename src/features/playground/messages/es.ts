// The playground's words in Spanish (PLAYGROUND_WORDS in playground-messages.ts loads it when the language is in use).
import type { PlaygroundMessages } from '../playground-messages';

export const words: PlaygroundMessages = {
  title: 'Úsalo en tu app',
  intro: 'npm install telfield — prueba las props, mira lo que recibe onChange y copia el código.',
  controls: 'Props',
  country: 'País predeterminado',
  noCountry: 'Ninguno (internacional)',
  preferred: 'Países preferidos',
  preferredHint: 'Códigos ISO, p. ej. ES, MX',
  language: 'Idioma',
  disabled: 'Desactivado',
  controlled: 'Controlado (value + onChange)',
  unstyled: 'Sin estilo (sin telfield/style.css)',
  hideLabel: 'Ocultar la etiqueta',
  builtInError: 'Mensaje de error integrado',
  live: 'El componente',
  payload: 'Lo que recibe onChange',
  code: 'El código',
  copyCode: 'Copiar el código',
  copied: 'Copiado',
  reference: 'Referencia',
};
