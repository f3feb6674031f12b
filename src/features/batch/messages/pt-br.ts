// The list cleaner's words in Brazilian Portuguese (BATCH_WORDS in batch-words.ts loads it when the language is in use).
import { count, percent, plural, pluralList, seconds } from '../../../intl/plural';
import { types } from '../../../components/i18n/number-types/pt-br';
import type { BatchMessages } from './batch-messages';

const locale = 'pt-BR';
const rows = (n: number) => plural(locale, n, { one: '# linha', many: '# de linhas', other: '# linhas' });
const moreRows = (n: number) =>
  plural(locale, n, { one: 'mais # linha', many: 'mais # de linhas', other: 'mais # linhas' });

export const words: BatchMessages = {
  steps: ['Carregar', 'Colunas', 'Limpar', 'Exportar'],
  title: 'Limpar uma lista',
  intro:
    'Solte um arquivo CSV, TSV ou Excel (.xlsx) ou cole números. Tudo roda neste computador; nada é enviado.',
  file: 'Arquivo',
  dropHere: 'Solte aqui um arquivo CSV, TSV ou Excel (.xlsx) ou escolha um',
  paste: 'Colar números',
  usePasted: 'Usar o texto colado',
  preview: (n) => `Primeiras linhas, de um total de ${rows(n)}`,
  hasHeader: 'A primeira linha é um cabeçalho',
  phoneColumn: 'Colunas de telefone',
  pickedColumns: (n) =>
    plural(locale, n, {
      one: '# coluna de telefone',
      many: '# de colunas de telefone',
      other: '# colunas de telefone',
    }),
  column: (n) => `Coluna ${count(locale, n)}`,
  defaultCountry: 'País dos números sem +',
  start: 'Iniciar',
  cancel: 'Cancelar',
  progress: 'Progresso',
  progressText: (done, total, perSecond, secondsLeft) =>
    `${count(locale, done)} de ${rows(total)}, ${plural(locale, Math.round(perSecond), {
      one: '# linha/s',
      other: '# linhas/s',
    })}${secondsLeft === undefined ? '' : `, faltam cerca de ${count(locale, Math.ceil(secondsLeft))} s`}`,
  finished: (n, duration) => `Concluído: ${rows(n)} em ${seconds(locale, duration)} s.`,
  cancelled: 'Interrompido. Nada foi alterado.',
  problems: {
    empty: 'O arquivo ou o texto está vazio.',
    binary: 'Isto não parece ser um arquivo de texto. Escolha um arquivo CSV, TSV ou Excel (.xlsx).',
    'too-large':
      'Este arquivo tem mais de 100 MB (cerca de cinco milhões de linhas). Divida-o em arquivos menores.',
    'too-many-columns':
      'Uma linha tem mais de 16.384 colunas (o limite das planilhas), por isso o arquivo não foi lido. É uma lista com uma linha por contato?',
    'no-rows': 'A lista tem um cabeçalho, mas nenhuma linha abaixo dele.',
    'no-phone-column': 'Nenhuma coluna contém números de telefone.',
    'too-many-rows':
      'Esta lista tem mais de cinco milhões de linhas (além do cabeçalho). Divida-a em arquivos menores.',
    unreadable: 'Não foi possível ler o arquivo. Ele pode ter sido movido ou alterado.',
    worker: 'Algo deu errado ao verificar os números. Tente novamente.',
  },
  reading: (p) => `Lendo o arquivo… ${percent(locale, p)}`,
  readAs: 'Codificação do texto',
  encoding: (name) => `Lido como ${name}.`,
  replacedLines: (...lines) =>
    pluralList(locale, lines, {
      one: 'Primeira ocorrência na linha #.',
      other: 'Primeiras ocorrências nas linhas #.',
    }),
  replaced: (n) =>
    `${plural(locale, n, {
      one: '# caractere não pôde ser lido nesta codificação (codificações misturadas?) e aparece como �.',
      many: '# de caracteres não puderam ser lidos nesta codificação (codificações misturadas?) e aparecem como �.',
      other:
        '# caracteres não puderam ser lidos nesta codificação (codificações misturadas?) e aparecem como �.',
    })} Os números de telefone só são afetados se contiverem esses caracteres.`,
  truncated: (n) =>
    plural(locale, n, {
      one: '# célula de telefone tinha mais de 250 caracteres; só os primeiros 250 foram lidos.',
      many: '# de células de telefone tinham mais de 250 caracteres; só os primeiros 250 de cada uma foram lidos.',
      other:
        '# células de telefone tinham mais de 250 caracteres; só os primeiros 250 de cada uma foram lidos.',
    }),
  countryColumn: 'Coluna de país (BR, BRA, Brasil, +55)',
  noCountryColumn: 'Nenhuma',
  moreColumns: (n) =>
    plural(locale, n, {
      one: 'Mais # coluna não é mostrada aqui.',
      many: 'Mais # de colunas não são mostradas aqui.',
      other: 'Mais # colunas não são mostradas aqui.',
    }),
  milestone: (p) => `${percent(locale, p)} concluído`,
  reasonNames: {
    'too-short': 'Curto demais',
    'too-long': 'Longo demais',
    'invalid-length': 'Comprimento errado',
    'not-accepted': 'Não aceito aqui',
    'extension-too-long': 'Ramal longo demais',
    invalid: 'Número inválido',
    'unknown-calling-code': 'Código de país desconhecido',
    'not-a-number': 'Nenhum número de telefone na célula',
    'no-country': 'Nenhum país conhecido: escolha um país padrão',
    'spreadsheet-float': 'Alterado por uma planilha (notação científica ou .0)',
  },
  types,
  chart: 'Números válidos por país',
  filtering: 'Filtrando…',
  exporting: 'Preparando a exportação…',
  copyFailed: 'O navegador não permitiu copiar.',
  summary: 'Resumo',
  statuses: { valid: 'Válido', invalid: 'Inválido', empty: 'Vazio' },
  reasons: 'Motivos',
  numbers: 'Números',
  byType: 'Números válidos por tipo',
  topCountries: 'Principais países',
  filterStatus: 'Status',
  filterCountry: 'País',
  all: 'Todos',
  search: 'Pesquisar nos resultados',
  shown: (n, total) =>
    `${count(locale, n)} de ${plural(locale, total, {
      one: '# linha exibida',
      many: '# de linhas exibidas',
      other: '# linhas exibidas',
    })}`,
  columns: {
    row: '#',
    original: 'Original',
    e164: 'E.164',
    international: 'Internacional',
    country: 'País',
    type: 'Tipo',
    status: 'Status',
    reason: 'Motivo',
  },
  exportXlsx: 'Exportar pasta de trabalho do Excel (.xlsx)',
  tooManyForSpreadsheet: 'Mais linhas do que o Excel comporta (1.048.576): exporte em CSV.',
  sheet: 'Planilha',
  exportCsv: 'Exportar CSV',
  validIn: (countries) => `válido para: ${countries}`,
  duplicateOf: (row) => `igual à linha ${row}`,
  extension: (digits) => `ramal ${digits}`,
  loadedFile: (name, size) => `Arquivo: ${name} (${size})`,
  readWithoutQuotes: 'Ler as aspas como texto simples',
  unclosedQuote: (row) =>
    `Uma aspa aberta na linha ${count(locale, row)} do arquivo nunca é fechada, por isso o resto do arquivo foi lido como uma única célula dessa linha. Feche a aspa e carregue o arquivo de novo, ou leia-o com as aspas como texto simples.`,
  quoteInUnquotedCell: (row, more) =>
    `A linha ${count(locale, row)} tem uma aspa dentro de uma célula sem aspas; ela foi lida como está escrita${more > 0 ? ` (assim como ${moreRows(more)})` : ''}.`,
  textAfterQuote: (row, more) =>
    `Na linha ${count(locale, row)}, uma aspa de fechamento é seguida de texto, por isso a aspa foi lida como parte da célula, que continua até a próxima aspa de fechamento${more > 0 ? ` (o mesmo em ${moreRows(more)})` : ''}. Verifique essa linha ou leia o arquivo com as aspas como texto simples.`,
  notUtf8: (byte, row) => `O byte ${byte} na linha ${count(locale, row)} não é UTF-8.`,
  firstUtf8: (row) => `Primeiro caractere UTF-8 na linha ${count(locale, row)}.`,
  filterMark: 'Mostrar',
  marks: {
    duplicate: 'Duplicados',
    several: 'Vários números em uma célula',
    'unknown-country': 'País não reconhecido',
  },
  exportRows: 'Linhas',
  rowsAll: 'Todas as linhas',
  rowsValid: 'Só números válidos',
  rowsShown: (n) =>
    plural(locale, n, {
      one: 'A # linha exibida',
      many: 'As # de linhas exibidas',
      other: 'As # linhas exibidas',
    }),
  forExcel: 'Para o Excel: manter os números como texto (="+44…")',
  exportHelp:
    'A exportação mantém suas colunas como estavam e acrescenta <coluna de telefone>_e164 (só E.164), _country, _type, _status, _reason, _extension, _others e _duplicate_of e, por último, judged_by (as versões do Telfield e da libphonenumber-js que avaliaram a linha). Uma célula que uma planilha poderia executar como fórmula (começando com =, @, ou + ou - seguido de algo além de um número de telefone) recebe um apóstrofo no início; os números de telefone são gravados como estão.',
  writeBack: 'Gravar E.164 nas colunas de telefone',
  layoutLong: 'Uma linha por número (para um banco de dados)',
  copyValid: 'Copiar os números válidos, com duplicados',
  copyUnique: 'Copiar os números válidos sem duplicados',
  copied: (n) =>
    plural(locale, n, {
      one: '# número copiado',
      many: '# de números copiados',
      other: '# números copiados',
    }),
};
