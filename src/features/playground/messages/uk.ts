// The playground's words in Ukrainian (PLAYGROUND_WORDS in playground-messages.ts loads it when the language is in use).
import type { PlaygroundMessages } from '../playground-messages';

export const words: PlaygroundMessages = {
  title: 'Використати у своєму застосунку',
  intro: 'npm install telfield — спробуйте пропси тут, подивіться, що отримує onChange, і скопіюйте код.',
  controls: 'Пропси',
  country: 'Країна за замовчуванням',
  noCountry: 'Немає (міжнародний)',
  preferred: 'Бажані країни',
  preferredHint: 'Коди ISO, наприклад UA, PL',
  language: 'Локаль',
  disabled: 'Вимкнено',
  controlled: 'Контрольований (value + onChange)',
  unstyled: 'Без стилів (без telfield/style.css)',
  hideLabel: 'Сховати підпис',
  builtInError: 'Вбудоване повідомлення про помилку',
  live: 'Компонент',
  payload: 'Що отримує onChange',
  code: 'Код',
  copyCode: 'Копіювати код',
  copied: 'Скопійовано',
  reference: 'Довідка',
};
