// The Check screen's words in Brazilian Portuguese (CHECK_WORDS in check-messages.ts loads it when the language is in use).
import { types } from '../../../components/i18n/number-types/pt-br';
import type { CheckMessages } from '../check-messages';

export const words: CheckMessages = {
  title: 'Verificar um número de telefone',
  intro:
    'Digite ou cole um número em qualquer formato. Ele é formatado enquanto você digita e verificado segundo as regras do país dele.',
  result: 'Resultado',
  empty: 'Digite um número para verificá-lo.',
  valid: 'Número válido',
  invalid: 'Ainda não é válido',
  notValid: 'Não é válido',
  lengthOnly: 'Comprimento verificado; as regras completas ainda estão carregando.',
  country: 'País',
  international: 'Internacional (sem país)',
  type: 'Tipo',
  typeUnknown: 'Desconhecido',
  types,
  e164: 'E.164',
  internationalForm: 'Internacional',
  nationalForm: 'Nacional',
  rfc3966: 'URI tel:',
  extension: 'Ramal',
  copy: (what) => `Copiar ${what}`,
  copied: (what) => `Copiado: ${what}`,
  call: (number) => `Ligar para ${number}`,
  privacy: 'Nada do que você digita sai deste navegador: não há servidor, rastreamento nem consulta.',
  checkAll: 'Verificar todos em “Limpar uma lista”',
};
