// The app shell's words in French (APP_WORDS in app-messages.ts loads it when the language is in use).
import type { AppMessages } from '../app-messages';

export const words: AppMessages = {
  appName: 'Telfield',
  tagline: 'Des numéros de téléphone vérifiés sur votre propre appareil',
  navigation: 'Principale',
  check: 'Vérifier un numéro',
  cleanList: 'Nettoyer une liste',
  useIt: 'L’utiliser dans votre app',
  updateReady: 'Une nouvelle version de Telfield est prête.',
  reload: 'Recharger',
  loading: 'Chargement…',
  language: 'Langue',
  skipToContent: 'Aller au contenu',
  notFound: 'Cette page n’existe pas.',
  backHome: 'Retour à la vérification',
};
