import { describe, expect, it } from 'vitest';
import { readTelUri } from './tel-uri';

describe('readTelUri', () => {
  it.each([
    ['tel:+1-201-555-0123', { number: '+1-201-555-0123', extension: undefined }],
    ['  TEL:+1-201-555-0123;ext=456 ', { number: '+1-201-555-0123', extension: '456' }],
    ['tel:%2B44%2020%207946%200958', { number: '+44 20 7946 0958', extension: undefined }],
    [
      'tel:+33-1-23-45-67-89;phone-context=example.com',
      { number: '+33-1-23-45-67-89', extension: undefined },
    ],
    ['tel:7946-0958;phone-context=+44-20', { number: '+44-20 7946-0958', extension: undefined }],
    ['tel:+44%2G20%20', { number: '+44%2G20 ', extension: undefined }],
    ['tel:;ext=', { number: '', extension: undefined }],
  ])('%j → %j', (uri, expected) => {
    expect(readTelUri(uri)).toEqual(expected);
  });

  it.each(['+1 201 555 0123', 'telephone: 020', 'mailto:a@b.c', ''])('%j is no tel: URI', (text) => {
    expect(readTelUri(text)).toBeUndefined();
  });
});
