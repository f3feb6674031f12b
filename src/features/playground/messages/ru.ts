// The playground's words in Russian (PLAYGROUND_WORDS in playground-messages.ts loads it when the language is in use).
import type { PlaygroundMessages } from '../playground-messages';

export const words: PlaygroundMessages = {
  title: 'Использовать в своём приложении',
  intro:
    'npm install telfield — попробуйте пропсы здесь, посмотрите, что получает onChange, и скопируйте код.',
  controls: 'Пропсы',
  country: 'Страна по умолчанию',
  noCountry: 'Нет (международный)',
  preferred: 'Предпочтительные страны',
  preferredHint: 'Коды ISO, например RU, KZ',
  language: 'Локаль',
  disabled: 'Отключено',
  controlled: 'Контролируемый (value + onChange)',
  unstyled: 'Без стилей (без telfield/style.css)',
  hideLabel: 'Скрыть подпись',
  builtInError: 'Встроенное сообщение об ошибке',
  live: 'Компонент',
  payload: 'Что получает onChange',
  code: 'Код',
  copyCode: 'Копировать код',
  copied: 'Скопировано',
  reference: 'Справочник',
};
