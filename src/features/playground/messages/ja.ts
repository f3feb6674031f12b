// The playground's words in Japanese (PLAYGROUND_WORDS in playground-messages.ts loads it when the language is in use).
import type { PlaygroundMessages } from '../playground-messages';

export const words: PlaygroundMessages = {
  title: 'アプリで使う',
  intro: 'npm install telfield — ここでpropsを試し、onChangeが受け取る値を確認して、コードをコピーできます。',
  controls: 'Props',
  country: 'デフォルトの国',
  noCountry: 'なし（国際）',
  preferred: '優先する国',
  preferredHint: 'ISOコード（例：JP, US）',
  language: 'ロケール',
  disabled: '無効化',
  controlled: '制御コンポーネント（value + onChange）',
  unstyled: 'スタイルなし（telfield/style.cssを使用しない）',
  hideLabel: 'ラベルを非表示',
  builtInError: '組み込みのエラーメッセージ',
  live: 'コンポーネント',
  payload: 'onChangeが受け取る値',
  code: 'コード',
  copyCode: 'コードをコピー',
  copied: 'コピーしました',
  reference: 'リファレンス',
};
