// The playground's words in Turkish (PLAYGROUND_WORDS in playground-messages.ts loads it when the language is in use).
import type { PlaygroundMessages } from '../playground-messages';

export const words: PlaygroundMessages = {
  title: 'Uygulamanızda kullanın',
  intro: 'npm install telfield — prop’ları burada deneyin, onChange’in ne aldığını görün ve kodu kopyalayın.',
  controls: 'Prop’lar',
  country: 'Varsayılan ülke',
  noCountry: 'Yok (uluslararası)',
  preferred: 'Tercih edilen ülkeler',
  preferredHint: 'ISO kodları, ör. TR, DE',
  language: 'Yerel ayar',
  disabled: 'Devre dışı',
  controlled: 'Kontrollü (value + onChange)',
  unstyled: 'Stilsiz (telfield/style.css olmadan)',
  hideLabel: 'Etiketi gizle',
  builtInError: 'Yerleşik hata mesajı',
  live: 'Bileşen',
  payload: 'onChange’in aldığı değer',
  code: 'Kod',
  copyCode: 'Kodu kopyala',
  copied: 'Kopyalandı',
  reference: 'Başvuru',
};
