// The app shell's words in Bulgarian (APP_WORDS in app-messages.ts loads it when the language is in use).
import type { AppMessages } from '../app-messages';

export const words: AppMessages = {
  appName: 'Telfield',
  tagline: 'Телефонни номера, проверени на собственото ви устройство',
  navigation: 'Основно меню',
  check: 'Проверка на номер',
  cleanList: 'Почистване на списък',
  useIt: 'Използване във вашето приложение',
  updateReady: 'Налична е нова версия на Telfield.',
  reload: 'Презареждане',
  loading: 'Зарежда се…',
  language: 'Език',
  skipToContent: 'Към съдържанието',
  notFound: 'Тази страница не съществува.',
  backHome: 'Обратно към проверката',
};
