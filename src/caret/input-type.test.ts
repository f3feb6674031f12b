import { describe, expect, it } from 'vitest';
import { editFromInputType } from './input-type';

// A stand-in for the phone layer's normaliser: full-width digits and plus, everything else dropped.
const normalise = (data: string) =>
  data.replace(/[０-９＋]/g, (c) => String.fromCharCode(c.charCodeAt(0) - 0xfee0)).replace(/[^+0-9]/g, '');

describe('editFromInputType', () => {
  it.each([
    ['insertText', '5', { kind: 'insert', significant: '5' }],
    ['insertText', '５', { kind: 'insert', significant: '5' }],
    ['insertText', 'a', { kind: 'insert', significant: '' }],
    ['insertText', null, { kind: 'insert', significant: '' }],
    ['insertReplacementText', '+1 201', { kind: 'insert', significant: '+1201' }],
    ['insertFromPaste', '(201) 555-0123', { kind: 'insert', significant: '2015550123' }],
    ['insertFromPasteAsQuotation', '12', { kind: 'insert', significant: '12' }],
    ['insertFromDrop', '＋４４', { kind: 'insert', significant: '+44' }],
    ['insertFromYank', '99', { kind: 'insert', significant: '99' }],
    ['insertLineBreak', null, undefined],
    ['insertParagraph', null, undefined],
    ['deleteContentBackward', null, { kind: 'deleteBackward' }],
    ['deleteContentForward', null, { kind: 'deleteForward' }],
    ['deleteContent', null, { kind: 'deleteSelection' }],
    ['deleteWordBackward', null, { kind: 'deleteWordBackward' }],
    ['deleteWordForward', null, { kind: 'deleteWordForward' }],
    ['deleteSoftLineBackward', null, { kind: 'deleteToStart' }],
    ['deleteHardLineBackward', null, { kind: 'deleteToStart' }],
    ['deleteSoftLineForward', null, { kind: 'deleteToEnd' }],
    ['deleteHardLineForward', null, { kind: 'deleteToEnd' }],
    ['deleteByCut', null, { kind: 'deleteSelection' }],
    ['deleteByDrag', null, { kind: 'deleteSelection' }],
    ['historyUndo', null, { kind: 'undo' }],
    ['historyRedo', null, { kind: 'redo' }],
  ])('%s %j → %j', (inputType, data, expected) => {
    expect(editFromInputType(inputType, data, normalise)).toEqual(expected);
  });

  it.each([
    // Composition is left alone until it ends; the field reconciles then.
    ['insertCompositionText', '5'],
    ['insertTranspose', null],
    ['insertLink', null],
    ['deleteEntireSoftLine', null],
    ['formatBold', null],
    ['', null],
    ['toString', null],
    ['constructor', null],
    ['__proto__', null],
  ])('%s → undefined (the browser does it, then reconcile)', (inputType, data) => {
    expect(editFromInputType(inputType, data, normalise)).toBeUndefined();
  });

  it('asks normalise only about the data of inserts', () => {
    const seen: string[] = [];
    const spy = (data: string) => (seen.push(data), '');
    editFromInputType('deleteContentBackward', 'x', spy);
    editFromInputType('insertCompositionText', 'y', spy);
    editFromInputType('insertText', 'z', spy);
    expect(seen).toEqual(['z']);
  });
});
