// The app shell's words in Russian (APP_WORDS in app-messages.ts loads it when the language is in use).
import type { AppMessages } from '../app-messages';

export const words: AppMessages = {
  appName: 'Telfield',
  tagline: 'Номера телефонов проверяются на вашем собственном устройстве',
  navigation: 'Основное меню',
  check: 'Проверить номер',
  cleanList: 'Очистить список',
  useIt: 'Использовать в своём приложении',
  updateReady: 'Готова новая версия Telfield.',
  reload: 'Перезагрузить',
  loading: 'Загрузка…',
  language: 'Язык',
  skipToContent: 'Перейти к содержимому',
  notFound: 'Такой страницы нет.',
  backHome: 'Вернуться к проверке',
};
