// The differential test's page (mode=differential): one PhoneInput, remounted for each session, controlled by useState or
// uncontrolled, and a runner that drives it with the browser's own editing commands (execCommand insertText and delete
// fire the same beforeinput/input events as keys), pastes (beforeinput insertFromPaste with a DataTransfer) and picks
// through the country picker's search. It reports what the field shows and emits; e2e/field-differential.spec.ts
// compares that with libphonenumber-js.
import { useState } from 'react';
import { flushSync } from 'react-dom';
import { PhoneInput, type PhoneChangeDetails } from '../../src/index';
import type { CountryCode } from '../../src/phone/plan/countries';
import { loadFullRules } from '../../src/phone/judge/load-full-rules';
import type { DifferentialSession, SessionStep, SessionOutcome } from './differential-session';

interface Mounted {
  readonly key: number;
  readonly controlled: boolean;
  readonly country: CountryCode;
}

/** What the field handed out last (onChange's value; onChange's or onDetailsChange's details). */
const seen: { emitted: string; details: PhoneChangeDetails | undefined } = {
  emitted: '',
  details: undefined,
};
const lastDetails = (): PhoneChangeDetails | undefined => seen.details;
let mount: (next: Omit<Mounted, 'key'>) => void = () => undefined;

export function Differential() {
  const [mounted, setMounted] = useState<Mounted>({ key: 0, controlled: false, country: 'US' });
  const [value, setValue] = useState('');
  mount = (next) => {
    flushSync(() => {
      setValue('');
      setMounted((m) => ({ ...next, key: m.key + 1 }));
    });
  };
  const record = (next: string, nextDetails: PhoneChangeDetails) => {
    seen.emitted = next;
    seen.details = nextDetails;
    if (mounted.controlled) setValue(next);
  };
  return (
    <PhoneInput
      key={mounted.key}
      defaultCountry={mounted.country}
      {...(mounted.controlled ? { value } : {})}
      onChange={record}
      onDetailsChange={(next) => (seen.details = next)}
    />
  );
}

const field = () =>
  document.querySelector<HTMLInputElement>('input[type="tel"]:not(.tf-phone-input__extension-input)');
const extensionBox = () => document.querySelector<HTMLInputElement>('.tf-phone-input__extension-input');
/** One task later (a message, not a clamped timer). */
function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    channel.port2.postMessage(null);
  });
}

/**
 * Two tasks later: React renders in a microtask after an event and runs its effects (focus moves) in a task it queues
 * then, so after the second task all of it is done, as it is between two keys of a keyboard.
 */
async function settle(): Promise<void> {
  await nextTask();
  await nextTask();
}

const shownCountry = () =>
  document.querySelector('.tf-country-picker__button')?.getAttribute('data-country') || undefined;

function focusField(): HTMLInputElement {
  const input = field();
  if (!input) throw new Error('no phone field');
  if (document.activeElement !== input) input.focus();
  return input;
}

/**
 * One edit as the browser makes it: `beforeinput` to whichever box has focus (execCommand does not send one), then,
 * unless the field took the edit itself, the browser's own change and its `input` event.
 */
function edit(init: InputEventInit, command: () => void): void {
  const target = document.activeElement ?? focusField();
  const event = new InputEvent('beforeinput', { ...init, bubbles: true, cancelable: true });
  if (target.dispatchEvent(event)) command();
}

/**
 * Each character as a key types it, into whichever box has focus (an extension marker moves it); each key is its own
 * task, as a keyboard's are, so what React does after one key is done before the next.
 */
/** Called when a typed key leaves the number's box empty: the field returns to the person's own country then. */
let onEmptied: () => void = () => undefined;

async function typeText(text: string): Promise<void> {
  focusField();
  for (const character of text) {
    edit({ inputType: 'insertText', data: character }, () =>
      document.execCommand('insertText', false, character),
    );
    await settle();
    if (field()?.value === '') onEmptied();
  }
}

function paste(text: string): void {
  focusField();
  const data = new DataTransfer();
  data.setData('text/plain', text);
  edit({ inputType: 'insertFromPaste', dataTransfer: data }, () =>
    document.execCommand('insertText', false, text),
  );
}

async function pick(country: CountryCode): Promise<void> {
  const button = document.querySelector<HTMLButtonElement>('.tf-country-picker__button');
  if (!button) throw new Error('no country button');
  button.click();
  await settle();
  const search = document.querySelector<HTMLInputElement>('[role="combobox"]');
  if (!search) throw new Error('no country search');
  search.focus();
  edit({ inputType: 'insertText', data: country }, () => document.execCommand('insertText', false, country));
  await settle();
  search.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true }));
  await settle();
}

async function runStep(step: SessionStep): Promise<void> {
  switch (step.kind) {
    case 'type':
      return typeText(step.text);
    case 'paste':
      return paste(step.text);
    case 'backspace':
      focusField();
      for (let i = 0; i < step.count; i++) {
        edit({ inputType: 'deleteContentBackward' }, () => document.execCommand('delete'));
        await settle();
      }
      return;
    case 'caret': {
      const input = focusField();
      const at = step.at % (input.value.length + 1);
      input.setSelectionRange(at, at);
      return;
    }
    case 'select-all':
      focusField().select();
      return;
    case 'pick':
      return pick(step.country);
  }
}

async function runSession(session: DifferentialSession): Promise<SessionOutcome> {
  seen.emitted = '';
  seen.details = undefined;
  mount({ controlled: session.controlled, country: session.country });
  focusField();
  await loadFullRules();
  await settle();
  const log: string[] = [];
  let countryBeforeFinish: string | undefined;
  // A key typed over the whole number that is not a digit ('(' of '(441) …') empties the field, which returns to the
  // person's own country: the number typed next is read from there.
  onEmptied = () => (countryBeforeFinish = shownCountry());
  for (const step of session.steps) {
    if (step.kind === 'select-all') countryBeforeFinish = shownCountry();
    await runStep(step);
    // Each step as its own task: a controlled parent's echo and the full rules' re-render land in between.
    await settle();
    log.push(`${JSON.stringify(step)} → ${JSON.stringify(field()?.value)}`);
  }
  // Read through a call: the steps above changed it, which the type checker cannot see.
  const details = lastDetails();
  return {
    text: field()?.value ?? '',
    extensionText: extensionBox()?.value,
    shownCountry: shownCountry(),
    countryBeforeFinish,
    emitted: seen.emitted,
    valid: details?.validation.status === 'valid',
    e164: details?.forms?.e164,
    extension: details?.extension,
    log,
  };
}

window.runDifferential = async (sessions) => {
  const outcomes: SessionOutcome[] = [];
  for (const session of sessions) outcomes.push(await runSession(session));
  return outcomes;
};
