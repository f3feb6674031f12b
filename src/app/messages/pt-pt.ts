// The app shell's words in European Portuguese (APP_WORDS in app-messages.ts loads it when the language is in use).
import type { AppMessages } from '../app-messages';

export const words: AppMessages = {
  appName: 'Telfield',
  tagline: 'Números de telefone verificados no seu próprio dispositivo',
  navigation: 'Principal',
  check: 'Verificar um número',
  cleanList: 'Limpar uma lista',
  useIt: 'Utilizar na sua aplicação',
  updateReady: 'Está disponível uma nova versão do Telfield.',
  reload: 'Recarregar',
  loading: 'A carregar…',
  language: 'Idioma',
  skipToContent: 'Saltar para o conteúdo',
  notFound: 'Esta página não existe.',
  backHome: 'Voltar à verificação',
};
