// The playground's words in English: at hand, and the fallback of every other language.
import type { PlaygroundMessages } from '../playground-messages';

export const words: PlaygroundMessages = {
  title: 'Use it in your app',
  intro: 'npm install telfield — try the props here, watch what onChange gets, and copy the code.',
  controls: 'Props',
  country: 'Default country',
  noCountry: 'None (international)',
  preferred: 'Preferred countries',
  preferredHint: 'ISO codes, e.g. GB, US',
  language: 'Locale',
  disabled: 'Disabled',
  controlled: 'Controlled (value + onChange)',
  unstyled: 'Unstyled (without telfield/style.css)',
  hideLabel: 'Hide the label',
  builtInError: 'Built-in error message',
  live: 'The component',
  payload: 'What onChange gets',
  code: 'The code',
  copyCode: 'Copy the code',
  copied: 'Copied',
  reference: 'Reference',
};
