// The playground's words in Brazilian Portuguese (PLAYGROUND_WORDS in playground-messages.ts loads it when the language is in use).
import type { PlaygroundMessages } from '../playground-messages';

export const words: PlaygroundMessages = {
  title: 'Usar no seu aplicativo',
  intro: 'npm install telfield — experimente as props aqui, veja o que o onChange recebe e copie o código.',
  controls: 'Props',
  country: 'País padrão',
  noCountry: 'Nenhum (internacional)',
  preferred: 'Países preferidos',
  preferredHint: 'Códigos ISO, por exemplo BR, PT',
  language: 'Localidade',
  disabled: 'Desativado',
  controlled: 'Controlado (value + onChange)',
  unstyled: 'Sem estilo (sem telfield/style.css)',
  hideLabel: 'Ocultar o rótulo',
  builtInError: 'Mensagem de erro integrada',
  live: 'O componente',
  payload: 'O que o onChange recebe',
  code: 'O código',
  copyCode: 'Copiar o código',
  copied: 'Copiado',
  reference: 'Referência',
};
