// The list cleaner's words in European Portuguese (BATCH_WORDS in batch-words.ts loads it when the language is in use).
import { count, percent, plural, pluralList, seconds } from '../../../intl/plural';
import { types } from '../../../components/i18n/number-types/pt-pt';
import type { BatchMessages } from './batch-messages';

const locale = 'pt-PT';
const rows = (n: number) => plural(locale, n, { one: '# linha', many: '# de linhas', other: '# linhas' });
const moreRows = (n: number) =>
  plural(locale, n, { one: 'mais # linha', many: 'mais # de linhas', other: 'mais # linhas' });

export const words: BatchMessages = {
  steps: ['Carregar', 'Colunas', 'Limpar', 'Exportar'],
  title: 'Limpar uma lista',
  intro:
    'Arraste um ficheiro CSV, TSV ou Excel (.xlsx) ou cole números. Tudo é feito neste computador; nada é enviado.',
  file: 'Ficheiro',
  dropHere: 'Arraste para aqui um ficheiro CSV, TSV ou Excel (.xlsx) ou escolha um',
  paste: 'Colar números',
  usePasted: 'Utilizar o texto colado',
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
    empty: 'O ficheiro ou o texto está vazio.',
    binary: 'Isto não parece ser um ficheiro de texto. Escolha um ficheiro CSV, TSV ou Excel (.xlsx).',
    'too-large':
      'Este ficheiro tem mais de 100 MB (cerca de cinco milhões de linhas). Divida-o em ficheiros mais pequenos.',
    'too-many-columns':
      'Uma linha tem mais de 16 384 colunas (o limite das folhas de cálculo), por isso o ficheiro não foi lido. É uma lista com uma linha por contacto?',
    'no-rows': 'A lista tem um cabeçalho, mas nenhuma linha por baixo.',
    'no-phone-column': 'Nenhuma coluna contém números de telefone.',
    'too-many-rows':
      'Esta lista tem mais de cinco milhões de linhas (além do cabeçalho). Divida-a em ficheiros mais pequenos.',
    unreadable: 'Não foi possível ler o ficheiro. Pode ter sido movido ou alterado.',
    worker: 'Ocorreu um erro ao verificar os números. Tente novamente.',
  },
  reading: (p) => `A ler o ficheiro… ${percent(locale, p)}`,
  readAs: 'Codificação do texto',
  encoding: (name) => `Lido como ${name}.`,
  replacedLines: (...lines) =>
    pluralList(locale, lines, {
      one: 'Primeira ocorrência na linha #.',
      other: 'Primeiras ocorrências nas linhas #.',
    }),
  replaced: (n) =>
    `${plural(locale, n, {
      one: 'Não foi possível ler # carácter nesta codificação (codificações misturadas?); é apresentado como �.',
      many: 'Não foi possível ler # de caracteres nesta codificação (codificações misturadas?); são apresentados como �.',
      other:
        'Não foi possível ler # caracteres nesta codificação (codificações misturadas?); são apresentados como �.',
    })} Os números de telefone só são afetados se contiverem esses caracteres.`,
  truncated: (n) =>
    plural(locale, n, {
      one: '# célula de telefone tinha mais de 250 caracteres; só foram lidos os primeiros 250.',
      many: '# de células de telefone tinham mais de 250 caracteres; só foram lidos os primeiros 250 de cada uma.',
      other:
        '# células de telefone tinham mais de 250 caracteres; só foram lidos os primeiros 250 de cada uma.',
    }),
  countryColumn: 'Coluna do país (PT, PRT, Portugal, +351)',
  noCountryColumn: 'Nenhuma',
  moreColumns: (n) =>
    plural(locale, n, {
      one: 'Mais # coluna não é apresentada aqui.',
      many: 'Mais # de colunas não são apresentadas aqui.',
      other: 'Mais # colunas não são apresentadas aqui.',
    }),
  milestone: (p) => `${percent(locale, p)} concluído`,
  reasonNames: {
    'too-short': 'Demasiado curto',
    'too-long': 'Demasiado longo',
    'invalid-length': 'Comprimento errado',
    'not-accepted': 'Não aceite aqui',
    'extension-too-long': 'Extensão demasiado longa',
    invalid: 'Número inválido',
    'unknown-calling-code': 'Indicativo de país desconhecido',
    'not-a-number': 'Nenhum número de telefone na célula',
    'no-country': 'Nenhum país conhecido: escolha um país predefinido',
    'spreadsheet-float': 'Alterado por uma folha de cálculo (notação científica ou .0)',
  },
  types,
  chart: 'Números válidos por país',
  filtering: 'A filtrar…',
  exporting: 'A preparar a exportação…',
  copyFailed: 'O navegador não permitiu copiar.',
  summary: 'Resumo',
  statuses: { valid: 'Válido', invalid: 'Inválido', empty: 'Vazio' },
  reasons: 'Motivos',
  numbers: 'Números',
  byType: 'Números válidos por tipo',
  topCountries: 'Países mais frequentes',
  filterStatus: 'Estado',
  filterCountry: 'País',
  all: 'Todos',
  search: 'Pesquisar nos resultados',
  shown: (n, total) =>
    `${count(locale, n)} de ${plural(locale, total, {
      one: '# linha apresentada',
      many: '# de linhas apresentadas',
      other: '# linhas apresentadas',
    })}`,
  columns: {
    row: '#',
    original: 'Original',
    e164: 'E.164',
    international: 'Internacional',
    country: 'País',
    type: 'Tipo',
    status: 'Estado',
    reason: 'Motivo',
  },
  exportXlsx: 'Exportar livro do Excel (.xlsx)',
  tooManyForSpreadsheet: 'Mais linhas do que o Excel suporta (1 048 576): exporte antes em CSV.',
  sheet: 'Folha',
  exportCsv: 'Exportar CSV',
  validIn: (countries) => `válido para: ${countries}`,
  duplicateOf: (row) => `igual à linha ${row}`,
  extension: (digits) => `ext. ${digits}`,
  loadedFile: (name, size) => `Ficheiro: ${name} (${size})`,
  readWithoutQuotes: 'Ler as aspas como texto simples',
  unclosedQuote: (row) =>
    `Umas aspas abertas na linha ${count(locale, row)} do ficheiro nunca são fechadas, por isso o resto do ficheiro foi lido como uma única célula dessa linha. Feche as aspas e carregue novamente o ficheiro, ou leia-o com as aspas como texto simples.`,
  quoteInUnquotedCell: (row, more) =>
    `A linha ${count(locale, row)} tem aspas dentro de uma célula sem aspas; foi lida tal como está escrita${more > 0 ? ` (tal como ${moreRows(more)})` : ''}.`,
  textAfterQuote: (row, more) =>
    `Na linha ${count(locale, row)}, umas aspas de fecho são seguidas de texto, por isso foram lidas como parte da célula, que continua até às aspas de fecho seguintes${more > 0 ? ` (o mesmo em ${moreRows(more)})` : ''}. Verifique essa linha ou leia o ficheiro com as aspas como texto simples.`,
  notUtf8: (byte, row) => `O byte ${byte} na linha ${count(locale, row)} não é UTF-8.`,
  firstUtf8: (row) => `Primeiro carácter UTF-8 na linha ${count(locale, row)}.`,
  filterMark: 'Mostrar',
  marks: {
    duplicate: 'Duplicados',
    several: 'Vários números numa célula',
    'unknown-country': 'País não reconhecido',
  },
  exportRows: 'Linhas',
  rowsAll: 'Todas as linhas',
  rowsValid: 'Só números válidos',
  rowsShown: (n) =>
    plural(locale, n, {
      one: 'A # linha apresentada',
      many: 'As # de linhas apresentadas',
      other: 'As # linhas apresentadas',
    }),
  forExcel: 'Para o Excel: manter os números como texto (="+44…")',
  exportHelp:
    'A exportação mantém as suas colunas tal como estavam e acrescenta <coluna de telefone>_e164 (só E.164), _country, _type, _status, _reason, _extension, _others e _duplicate_of e, por fim, judged_by (as versões do Telfield e da libphonenumber-js que avaliaram a linha). Uma célula que uma folha de cálculo poderia executar como fórmula (a começar por =, @, ou + ou - seguido de algo além de um número de telefone) recebe um apóstrofo no início; os números de telefone são escritos tal como estão.',
  writeBack: 'Escrever E.164 nas colunas de telefone',
  layoutLong: 'Uma linha por número (para uma base de dados)',
  copyValid: 'Copiar os números válidos, com duplicados',
  copyUnique: 'Copiar os números válidos sem duplicados',
  copied: (n) =>
    plural(locale, n, {
      one: '# número copiado',
      many: '# de números copiados',
      other: '# números copiados',
    }),
};
