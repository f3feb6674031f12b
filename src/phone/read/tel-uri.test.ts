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

  it.each(['', '+', '++64', '+abc', '64', '.', 'a{b}c', 'a-.nz'])(
    'a phone-context that is neither a global number nor a domain (%j) holds no number, as RFC 3966 says',
    (context) => {
      expect(readTelUri(`tel:033316005;phone-context=${context}`)).toEqual({
        number: '',
        extension: undefined,
      });
    },
  );

  it.each(['+64', '+64-3', 'abc.nz', 'www.PHONE-numb3r.com', 'a'])('%j is a phone-context', (context) => {
    expect(readTelUri(`tel:033316005;phone-context=${context}`)?.number).not.toBe('');
  });

  it.each(['+1 201 555 0123', 'telephone: 020', 'mailto:a@b.c', ''])('%j is no tel: URI', (text) => {
    expect(readTelUri(text)).toBeUndefined();
  });
});
