/**
 * One text and default country through every path Telfield judges numbers on, each answer in one shape:
 * parsePhone (telfield/phone), a list's cell (the workers' normaliseChunk), and the field, pasted into and typed
 * key by key (its reducer, fed the actions its input events become, and the details the hook hands out).
 */
import type { CountryCode } from 'libphonenumber-js/core';
import { chunkOfCells, normaliseChunk, NOTE_PART } from '../src/list/run/normalise-chunk';
import { FULL_RULES } from '../src/phone/api/full-rules';
import { parsePhone } from '../src/phone/api/parse-phone';
import { COUNTRY_CODES, REASONS, STATUSES, TYPES } from '../src/list/table/cell-codes';
import { fieldDetails } from '../src/react/phone-field/field-details';
import { fieldReducer, initialFieldState, type FieldState } from '../src/react/phone-field/field-state';
import { beforeInputAction } from '../src/react/phone-field/input-action';

export interface Answer {
  readonly status: string;
  readonly e164: string;
  readonly type: string;
  readonly extension: string;
  /** The number's country, as libphonenumber-js gives it (parsePhone and a list's country column). */
  readonly country?: string;
  /** The country the reason speaks of (parsePhone's and the field's validation). */
  readonly where?: string;
  /** What the field announced last ('nothing-to-paste' …). */
  readonly notice?: string;
}

export function throughParsePhone(text: string, defaultCountry: CountryCode | undefined): Answer {
  const parsed = parsePhone(text, { defaultCountry });
  const { validation } = parsed;
  return {
    status: validation.status,
    e164: parsed.e164 ?? '',
    type: parsed.type ?? '',
    extension: parsed.extension ?? '',
    country: parsed.country ?? '',
    where: ('country' in validation ? validation.country : undefined) ?? '',
  };
}

/** A list of many cells judged as one chunk, as a worker judges it. */
export function throughList(texts: readonly string[], defaultCountry: CountryCode | undefined): Answer[] {
  const [chunk] = normaliseChunk(chunkOfCells(texts, defaultCountry), FULL_RULES).columns;
  if (!chunk) throw new Error('a chunk of one phone column has one column of results');
  const e164 = chunk.e164.split('\n');
  const notes = chunk.notes.split('\n');
  return texts.map((_, i) => {
    const status = STATUSES[chunk.status[i] ?? 0] ?? '';
    // A list says 'no-country' where the judgement, given no country, finds no number in digits that need one: the
    // judgement's not-a-number, worded for a list (issue 38.6).
    const listReason = REASONS[chunk.reason[i] ?? 0] ?? '';
    const reason = listReason === 'no-country' ? 'not-a-number' : listReason;
    return {
      status: status === 'invalid' ? reason : status,
      e164: e164[i] ?? '',
      type: TYPES[chunk.type[i] ?? 0] ?? '',
      extension: (notes[i] ?? '').split(NOTE_PART)[0] ?? '',
      country: COUNTRY_CODES[chunk.country[i] ?? 0] ?? '',
    };
  });
}

function fieldAnswer(state: FieldState): Answer {
  const { validation, forms, extension } = fieldDetails(state);
  return {
    notice: state.notice?.kind ?? '',
    status: validation.status,
    e164: forms?.e164 ?? '',
    type: (validation.status === 'valid' ? validation.type : undefined) ?? '',
    extension: extension ?? '',
    where: ('country' in validation ? validation.country : undefined) ?? '',
  };
}

const blank = (defaultCountry: CountryCode | undefined) =>
  initialFieldState(undefined, defaultCountry, FULL_RULES);

export function throughFieldPasted(text: string, defaultCountry: CountryCode | undefined): Answer {
  const state = fieldReducer(blank(defaultCountry), {
    type: 'paste',
    selection: { text: '', start: 0, end: 0 },
    pasted: text,
  });
  return fieldAnswer(state);
}

/**
 * What a person types of a text: from its first '+' or digit (not the words before it), key by key. A marker key
 * opens the extension's own box, and the keys after it are typed there, as focus moves to it in the page.
 */
export function typedKeys(text: string): string {
  const start = text.search(/[+\uFF0B\p{Nd}]/u);
  return start < 0 ? '' : text.slice(start);
}

export function throughFieldTyped(text: string, defaultCountry: CountryCode | undefined): Answer {
  let state = blank(defaultCountry);
  let box: string | undefined;
  for (const key of typedKeys(text)) {
    if (box !== undefined) {
      box += key;
      state = fieldReducer(state, { type: 'set-extension', extension: box });
      continue;
    }
    const end = state.text.length;
    const action = beforeInputAction('insertText', key, { text: state.text, start: end, end });
    if (!action) continue;
    state = fieldReducer(state, action);
    if (action.type === 'start-extension' && state.extension !== undefined) box = state.extension;
  }
  return fieldAnswer(state);
}
