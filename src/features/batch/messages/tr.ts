// The list cleaner's words in Turkish (BATCH_WORDS in batch-words.ts loads it when the language is in use).
import { count, percent, plural, pluralList, seconds } from '../../../intl/plural';
import { types } from '../../../components/i18n/number-types/tr';
import type { BatchMessages } from './batch-messages';

const locale = 'tr';
// Turkish keeps a noun singular after a number ("5 satır"); both forms are given all the same.
const rows = (n: number) => plural(locale, n, { one: '# satır', other: '# satır' });

export const words: BatchMessages = {
  steps: ['Yükle', 'Sütunlar', 'Temizle', 'Dışa aktar'],
  title: 'Liste temizle',
  intro:
    'Bir CSV, TSV veya Excel (.xlsx) dosyası bırakın ya da numaraları yapıştırın. Her şey bu bilgisayarda çalışır, hiçbir şey yüklenmez.',
  file: 'Dosya',
  dropHere: 'CSV, TSV veya Excel (.xlsx) dosyasını buraya bırakın ya da bir dosya seçin',
  paste: 'Numaraları yapıştır',
  usePasted: 'Yapıştırılan metni kullan',
  preview: (n) => `İlk satırlar (toplam ${rows(n)})`,
  hasHeader: 'İlk satır başlık satırı',
  phoneColumn: 'Telefon sütunları',
  pickedColumns: (n) => plural(locale, n, { one: '# telefon sütunu', other: '# telefon sütunu' }),
  column: (n) => `Sütun ${count(locale, n)}`,
  defaultCountry: '+ olmadan yazılmış numaralar için ülke',
  start: 'Başlat',
  cancel: 'İptal',
  progress: 'İlerleme',
  progressText: (done, total, perSecond, secondsLeft) =>
    `${count(locale, done)} / ${rows(total)}, saniyede ${rows(Math.round(perSecond))}${secondsLeft === undefined ? '' : `, yaklaşık ${count(locale, Math.ceil(secondsLeft))} sn kaldı`}`,
  finished: (n, duration) => `Tamamlandı: ${rows(n)}, ${seconds(locale, duration)} sn.`,
  cancelled: 'Durduruldu. Hiçbir şey değiştirilmedi.',
  problems: {
    empty: 'Dosya veya metin boş.',
    binary: 'Bu bir metin dosyasına benzemiyor. Bir CSV, TSV veya Excel (.xlsx) dosyası seçin.',
    'too-large': 'Bu dosya 100 MB’tan büyük (yaklaşık beş milyon satır). Daha küçük dosyalara bölün.',
    'too-many-columns':
      'Bir satırda 16.384’ten fazla sütun var (elektronik tabloların sınırı), bu yüzden dosya okunmadı. Bu, kişi başına bir satır içeren bir liste mi?',
    'no-rows': 'Listede başlık var ama altında satır yok.',
    'no-phone-column': 'Hiçbir sütunda telefon numarası yok.',
    'too-many-rows': 'Bu listede (başlık hariç) beş milyondan fazla satır var. Daha küçük dosyalara bölün.',
    unreadable: 'Dosya okunamadı. Taşınmış veya değiştirilmiş olabilir.',
    worker: 'Numaralar doğrulanırken bir sorun oluştu. Lütfen tekrar deneyin.',
  },
  reading: (p) => `Dosya okunuyor… ${percent(locale, p)}`,
  readAs: 'Metin kodlaması',
  encoding: (name) => `${name} olarak okundu.`,
  replacedLines: (...lines) =>
    pluralList(locale, lines, { one: 'İlk görüldüğü satır: #.', other: 'İlk görüldüğü satırlar: #.' }),
  replaced: (n) =>
    `${plural(locale, n, {
      one: '# karakter bu kodlamada okunamadı (karışık kodlamalar mı?) ve � olarak gösteriliyor.',
      other: '# karakter bu kodlamada okunamadı (karışık kodlamalar mı?) ve � olarak gösteriliyor.',
    })} Telefon numaraları, bu karakterleri içermedikçe etkilenmez.`,
  truncated: (n) =>
    plural(locale, n, {
      one: '# telefon hücresi 250 karakterden uzundu; yalnızca ilk 250 karakteri okundu.',
      other: '# telefon hücresi 250 karakterden uzundu; her birinin yalnızca ilk 250 karakteri okundu.',
    }),
  countryColumn: 'Ülke sütunu (TR, TUR, Türkiye, +90)',
  noCountryColumn: 'Yok',
  moreColumns: (n) =>
    plural(locale, n, {
      one: '# sütun daha burada gösterilmiyor.',
      other: '# sütun daha burada gösterilmiyor.',
    }),
  milestone: (p) => `${percent(locale, p)} tamamlandı`,
  reasonNames: {
    'too-short': 'Çok kısa',
    'too-long': 'Çok uzun',
    'invalid-length': 'Yanlış uzunluk',
    'not-accepted': 'Burada kabul edilmiyor',
    'extension-too-long': 'Dahili numara çok uzun',
    invalid: 'Geçerli bir numara değil',
    'unknown-calling-code': 'Bilinmeyen ülke kodu',
    'not-a-number': 'Hücrede telefon numarası yok',
    'no-country': 'Bilinen ülke yok: varsayılan bir ülke seçin',
    'spreadsheet-float': 'Bir elektronik tablo değiştirmiş (bilimsel gösterim veya .0)',
  },
  types,
  chart: 'Ülkelere göre geçerli numaralar',
  filtering: 'Filtreleniyor…',
  exporting: 'Dışa aktarma hazırlanıyor…',
  copyFailed: 'Tarayıcı kopyalamaya izin vermedi.',
  summary: 'Özet',
  statuses: { valid: 'Geçerli', invalid: 'Geçersiz', empty: 'Boş' },
  reasons: 'Nedenler',
  numbers: 'Numaralar',
  byType: 'Türe göre geçerli numaralar',
  topCountries: 'En sık görülen ülkeler',
  filterStatus: 'Durum',
  filterCountry: 'Ülke',
  all: 'Tümü',
  search: 'Sonuçlarda ara',
  shown: (n, total) => `${count(locale, n)} / ${rows(total)} gösteriliyor`,
  columns: {
    row: '#',
    original: 'Orijinal',
    e164: 'E.164',
    international: 'Uluslararası',
    country: 'Ülke',
    type: 'Tür',
    status: 'Durum',
    reason: 'Neden',
  },
  exportXlsx: 'Excel çalışma kitabı olarak dışa aktar (.xlsx)',
  tooManyForSpreadsheet:
    'Excel’in alabileceğinden fazla satır var (1.048.576): bunun yerine CSV olarak dışa aktarın.',
  sheet: 'Sayfa',
  exportCsv: 'CSV olarak dışa aktar',
  validIn: (countries) => `şurada geçerli: ${countries}`,
  duplicateOf: (row) => `${row}. satır ile aynı`,
  extension: (digits) => `dahili ${digits}`,
  loadedFile: (name, size) => `Dosya: ${name} (${size})`,
  readWithoutQuotes: 'Tırnakları düz metin olarak oku',
  unclosedQuote: (row) =>
    `Dosyanın ${count(locale, row)}. satırında açılan bir tırnak hiç kapatılmamış, bu yüzden dosyanın geri kalanı o satırın tek bir hücresi olarak okundu. Tırnağı kapatıp dosyayı yeniden yükleyin veya tırnakları düz metin olarak okuyun.`,
  quoteInUnquotedCell: (row, more) =>
    `${count(locale, row)}. satırda tırnaksız bir hücrenin içinde tırnak var; satır yazıldığı gibi okundu${more > 0 ? ` (aynı durum ${plural(locale, more, { one: '# satırda', other: '# satırda' })} daha var)` : ''}.`,
  textAfterQuote: (row, more) =>
    `${count(locale, row)}. satırda bir kapanış tırnağının ardından metin geliyor, bu yüzden tırnak hücrenin parçası olarak okundu ve hücre bir sonraki kapanış tırnağına kadar sürdü${more > 0 ? ` (aynı durum ${plural(locale, more, { one: '# satırda', other: '# satırda' })} daha var)` : ''}. O satırı kontrol edin veya dosyayı tırnakları düz metin olarak okuyun.`,
  notUtf8: (byte, row) => `${count(locale, row)}. satırdaki ${byte} baytı UTF-8 değil.`,
  firstUtf8: (row) => `İlk UTF-8 karakteri ${count(locale, row)}. satırda.`,
  filterMark: 'Göster',
  marks: {
    duplicate: 'Yinelenenler',
    several: 'Bir hücrede birden çok numara',
    'unknown-country': 'Ülke tanınmadı',
  },
  exportRows: 'Satırlar',
  rowsAll: 'Tüm satırlar',
  rowsValid: 'Yalnızca geçerli numaralar',
  rowsShown: (n) => `Gösterilen ${rows(n)}`,
  forExcel: 'Excel için: numaraları metin olarak tut (="+44…")',
  exportHelp:
    'Dışa aktarma sütunlarınızı olduğu gibi korur ve <telefon sütunu>_e164 (yalnızca E.164), _country, _type, _status, _reason, _extension, _others ve _duplicate_of sütunlarını, en sonda da judged_by sütununu (satırı değerlendiren Telfield ve libphonenumber-js sürümleri) ekler. Bir elektronik tablonun formül olarak çalıştırabileceği bir hücrenin (=, @ ya da ardından telefon numarasından fazlası gelen + veya - ile başlayan) başına kesme işareti eklenir; telefon numaraları olduğu gibi yazılır.',
  writeBack: 'E.164’ü telefon sütunlarına yaz',
  layoutLong: 'Numara başına bir satır (veritabanı için)',
  copyValid: 'Geçerli numaraları yinelenenlerle birlikte kopyala',
  copyUnique: 'Geçerli numaraları yinelenenler olmadan kopyala',
  copied: (n) => plural(locale, n, { one: '# numara kopyalandı', other: '# numara kopyalandı' }),
};
