// The app shell's words in Spanish (APP_WORDS in app-messages.ts loads it when the language is in use).
import type { AppMessages } from '../app-messages';

export const words: AppMessages = {
  appName: 'Telfield',
  tagline: 'Números de teléfono comprobados en tu propio equipo',
  navigation: 'Principal',
  check: 'Comprobar un número',
  cleanList: 'Limpiar una lista',
  useIt: 'Úsalo en tu app',
  updateReady: 'Hay una nueva versión de Telfield lista.',
  reload: 'Recargar',
  loading: 'Cargando…',
  language: 'Idioma',
  skipToContent: 'Saltar al contenido',
  notFound: 'Esta página no existe.',
  backHome: 'Volver a la comprobación',
};
