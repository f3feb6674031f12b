// The playground's words in Traditional Chinese (PLAYGROUND_WORDS in playground-messages.ts loads it when the language is in use).
import type { PlaygroundMessages } from '../playground-messages';

export const words: PlaygroundMessages = {
  title: '在您的應用程式中使用',
  intro: 'npm install telfield — 在這裡試用各項 props，查看 onChange 收到的內容，然後複製程式碼。',
  controls: 'Props',
  country: '預設國家/地區',
  noCountry: '無（國際）',
  preferred: '優先國家/地區',
  preferredHint: 'ISO 代碼，例如 TW, US',
  language: '地區設定',
  disabled: '停用',
  controlled: '受控（value + onChange）',
  unstyled: '無樣式（不使用 telfield/style.css）',
  hideLabel: '隱藏標籤',
  builtInError: '內建錯誤訊息',
  live: '元件',
  payload: 'onChange 收到的內容',
  code: '程式碼',
  copyCode: '複製程式碼',
  copied: '已複製',
  reference: '參考資料',
};
