// The full rules' code, loaded as one chunk after first paint (load-full-rules.ts): the countdown and the hints.
export { countdown } from './countdown';
export { reasonHints } from './reason-hints';
