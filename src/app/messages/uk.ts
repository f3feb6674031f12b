// The app shell's words in Ukrainian (APP_WORDS in app-messages.ts loads it when the language is in use).
import type { AppMessages } from '../app-messages';

export const words: AppMessages = {
  appName: 'Telfield',
  tagline: 'Номери телефонів перевіряються на вашому власному пристрої',
  navigation: 'Головне меню',
  check: 'Перевірити номер',
  cleanList: 'Очистити список',
  useIt: 'Використати у своєму застосунку',
  updateReady: 'Нова версія Telfield готова.',
  reload: 'Перезавантажити',
  loading: 'Завантаження…',
  language: 'Мова',
  skipToContent: 'Перейти до вмісту',
  notFound: 'Такої сторінки не існує.',
  backHome: 'Повернутися до перевірки',
};
