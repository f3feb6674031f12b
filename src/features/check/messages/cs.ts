// The Check screen's words in Czech (CHECK_WORDS in check-messages.ts loads it when the language is in use).
import { types } from '../../../components/i18n/number-types/cs';
import type { CheckMessages } from '../check-messages';

export const words: CheckMessages = {
  title: 'Ověřit telefonní číslo',
  intro:
    'Zadejte nebo vložte číslo v libovolném formátu. Během psaní se formátuje a ověřuje podle pravidel své země.',
  result: 'Výsledek',
  empty: 'Zadejte číslo, které chcete ověřit.',
  valid: 'Platné číslo',
  invalid: 'Zatím neplatné',
  notValid: 'Neplatné',
  lengthOnly: 'Délka ověřena; úplná pravidla se ještě načítají.',
  country: 'Země',
  international: 'Mezinárodní (bez země)',
  type: 'Typ',
  typeUnknown: 'Neznámý',
  types,
  e164: 'E.164',
  internationalForm: 'Mezinárodní',
  nationalForm: 'Vnitrostátní',
  rfc3966: 'URI tel:',
  extension: 'Linka',
  copy: (what) => `Kopírovat: ${what}`,
  copied: (what) => `Zkopírováno: ${what}`,
  call: (number) => `Zavolat: ${number}`,
  privacy: 'Nic z toho, co napíšete, neopustí tento prohlížeč: žádný server, žádné sledování, žádné dotazy.',
  checkAll: 'Ověřit vše v části „Vyčistit seznam“',
};
