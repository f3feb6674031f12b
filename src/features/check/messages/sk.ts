// The Check screen's words in Slovak (CHECK_WORDS in check-messages.ts loads it when the language is in use).
import { types } from '../../../components/i18n/number-types/sk';
import type { CheckMessages } from '../check-messages';

export const words: CheckMessages = {
  title: 'Overiť telefónne číslo',
  intro:
    'Zadajte alebo vložte číslo v ľubovoľnom formáte. Počas písania sa formátuje a overuje podľa pravidiel svojej krajiny.',
  result: 'Výsledok',
  empty: 'Zadajte číslo, ktoré chcete overiť.',
  valid: 'Platné číslo',
  invalid: 'Zatiaľ neplatné',
  notValid: 'Neplatné',
  lengthOnly: 'Dĺžka overená; úplné pravidlá sa ešte načítavajú.',
  country: 'Krajina',
  international: 'Medzinárodné (bez krajiny)',
  type: 'Typ',
  typeUnknown: 'Neznámy',
  types,
  e164: 'E.164',
  internationalForm: 'Medzinárodný',
  nationalForm: 'Vnútroštátny',
  rfc3966: 'URI tel:',
  extension: 'Klapka',
  copy: (what) => `Kopírovať: ${what}`,
  copied: (what) => `Skopírované: ${what}`,
  call: (number) => `Zavolať: ${number}`,
  privacy:
    'Nič z toho, čo napíšete, neopustí tento prehliadač: žiadny server, žiadne sledovanie, žiadne dopyty.',
  checkAll: 'Overiť všetky v časti „Vyčistiť zoznam“',
};
