// The Check screen's words in European Portuguese (CHECK_WORDS in check-messages.ts loads it when the language is in use).
import { types } from '../../../components/i18n/number-types/pt-pt';
import type { CheckMessages } from '../check-messages';

export const words: CheckMessages = {
  title: 'Verificar um número de telefone',
  intro:
    'Escreva ou cole um número em qualquer formato. É formatado à medida que escreve e verificado segundo as regras do respetivo país.',
  result: 'Resultado',
  empty: 'Introduza um número para o verificar.',
  valid: 'Número válido',
  invalid: 'Ainda não é válido',
  notValid: 'Não é válido',
  lengthOnly: 'Comprimento verificado; as regras completas ainda estão a carregar.',
  country: 'País',
  international: 'Internacional (sem país)',
  type: 'Tipo',
  typeUnknown: 'Desconhecido',
  types,
  e164: 'E.164',
  internationalForm: 'Internacional',
  nationalForm: 'Nacional',
  rfc3966: 'URI tel:',
  extension: 'Extensão',
  copy: (what) => `Copiar ${what}`,
  copied: (what) => `Copiado: ${what}`,
  call: (number) => `Ligar para ${number}`,
  privacy: 'Nada do que escreve sai deste navegador: não há servidor, rastreio nem consultas.',
  checkAll: 'Verificar todos em “Limpar uma lista”',
};
