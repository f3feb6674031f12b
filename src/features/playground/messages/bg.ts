// The playground's words in Bulgarian (PLAYGROUND_WORDS in playground-messages.ts loads it when the language is in use).
import type { PlaygroundMessages } from '../playground-messages';

export const words: PlaygroundMessages = {
  title: 'Използване във вашето приложение',
  intro: 'npm install telfield — изпробвайте props тук, вижте какво получава onChange и копирайте кода.',
  controls: 'Props',
  country: 'Държава по подразбиране',
  noCountry: 'Няма (международен)',
  preferred: 'Предпочитани държави',
  preferredHint: 'ISO кодове, напр. BG, RO',
  language: 'Език',
  disabled: 'Деактивирано',
  controlled: 'Контролирано (value + onChange)',
  unstyled: 'Без стилове (без telfield/style.css)',
  hideLabel: 'Скриване на етикета',
  builtInError: 'Вградено съобщение за грешка',
  live: 'Компонентът',
  payload: 'Какво получава onChange',
  code: 'Кодът',
  copyCode: 'Копиране на кода',
  copied: 'Копирано',
  reference: 'Документация',
};
