// The app shell's words in Brazilian Portuguese (APP_WORDS in app-messages.ts loads it when the language is in use).
import type { AppMessages } from '../app-messages';

export const words: AppMessages = {
  appName: 'Telfield',
  tagline: 'Números de telefone verificados no seu próprio dispositivo',
  navigation: 'Principal',
  check: 'Verificar um número',
  cleanList: 'Limpar uma lista',
  useIt: 'Usar no seu aplicativo',
  updateReady: 'Uma nova versão do Telfield está pronta.',
  reload: 'Recarregar',
  loading: 'Carregando…',
  language: 'Idioma',
  skipToContent: 'Pular para o conteúdo',
  notFound: 'Esta página não existe.',
  backHome: 'Voltar para a verificação',
};
