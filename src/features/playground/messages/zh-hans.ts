// The playground's words in Simplified Chinese (PLAYGROUND_WORDS in playground-messages.ts loads it when the language is in use).
import type { PlaygroundMessages } from '../playground-messages';

export const words: PlaygroundMessages = {
  title: '在您的应用中使用',
  intro: 'npm install telfield — 在这里试用各项 props，查看 onChange 收到的内容，然后复制代码。',
  controls: 'Props',
  country: '默认国家/地区',
  noCountry: '无（国际）',
  preferred: '首选国家/地区',
  preferredHint: 'ISO 代码，例如 CN, US',
  language: '语言区域',
  disabled: '禁用',
  controlled: '受控（value + onChange）',
  unstyled: '无样式（不使用 telfield/style.css）',
  hideLabel: '隐藏标签',
  builtInError: '内置错误消息',
  live: '组件',
  payload: 'onChange 收到的内容',
  code: '代码',
  copyCode: '复制代码',
  copied: '已复制',
  reference: '参考',
};
