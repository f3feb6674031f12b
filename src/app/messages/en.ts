// The app shell's words in English: at hand, and the fallback of every other language.
import type { AppMessages } from '../app-messages';

export const words: AppMessages = {
  appName: 'Telfield',
  tagline: 'Phone numbers, checked on your own machine',
  navigation: 'Main',
  check: 'Check a number',
  cleanList: 'Clean a list',
  useIt: 'Use it in your app',
  updateReady: 'A new version of Telfield is ready.',
  reload: 'Reload',
  loading: 'Loading…',
  language: 'Language',
  skipToContent: 'Skip to content',
  notFound: 'This page does not exist.',
  backHome: 'Back to the Check screen',
};
