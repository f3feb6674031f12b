// The playground's words in European Portuguese (PLAYGROUND_WORDS in playground-messages.ts loads it when the language is in use).
import type { PlaygroundMessages } from '../playground-messages';

export const words: PlaygroundMessages = {
  title: 'Utilizar na sua aplicação',
  intro: 'npm install telfield — experimente as props aqui, veja o que o onChange recebe e copie o código.',
  controls: 'Props',
  country: 'País predefinido',
  noCountry: 'Nenhum (internacional)',
  preferred: 'Países preferidos',
  preferredHint: 'Códigos ISO, por exemplo PT, BR',
  language: 'Configuração regional',
  disabled: 'Desativado',
  controlled: 'Controlado (value + onChange)',
  unstyled: 'Sem estilos (sem telfield/style.css)',
  hideLabel: 'Ocultar a etiqueta',
  builtInError: 'Mensagem de erro incorporada',
  live: 'O componente',
  payload: 'O que o onChange recebe',
  code: 'O código',
  copyCode: 'Copiar o código',
  copied: 'Copiado',
  reference: 'Referência',
};
