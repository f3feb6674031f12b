/**
 * Contact exports as four products write them (Google Contacts, Outlook, HubSpot, Shopify), made here from
 * libphonenumber-js's example numbers written the ways people write them, and what cleaning every phone column
 * should give, computed with libphonenumber-js max.
 *
 * A national number (no + and no international prefix) is read in, in order: the country the row's country column
 * names (when the list has one and the cell is filled), else the country of the first other valid number on the row
 * (in column order), else the screen's default country (US here: openBatch sets the browser to en-US).
 * The rows are written so that the "other valid number" is always one written with a + (the one kind whose country
 * does not itself depend on this order).
 *
 * Header names, as the products write them (checked against other projects' copies of real exports):
 *  - Google Contacts, the "Google CSV" export used until 2024 ("Name,Given Name,…,Group Membership,E-mail 1 - Type,
 *    …,Phone 1 - Type,Phone 1 - Value,…"), and the one written since ("First Name,Middle Name,Last Name,Phonetic
 *    First Name,…,Labels,E-mail 1 - Label,…,Phone 1 - Label,Phone 1 - Value,…"). Google writes as many "Phone N"
 *    pairs as the contact with most phone labels needs, and joins the numbers under one label with " ::: ".
 *  - Outlook: the export of Outlook on the web / Outlook.com and new Outlook ("First Name,Middle Name,Last Name,Title,
 *    Suffix,Nickname,Given Yomi,Surname Yomi,E-mail Address,…,Home Phone,…,Notes", 61 columns).
 *  - HubSpot: a contacts export, whose columns are the view's properties by their labels ("Record ID" first).
 *  - Shopify: Customers → Export ("Customer ID,First Name,…,Tags"); Shopify puts an apostrophe before Customer ID,
 *    phone numbers and some zips so that spreadsheets keep them as text.
 */
import {
  getExampleNumber,
  parsePhoneNumberFromString,
  type CountryCode,
  type PhoneNumber,
} from 'libphonenumber-js/max';
import examples from 'libphonenumber-js/mobile/examples';
import { csvCell } from './batch-helpers';

/** The eight result columns each picked phone column gets, named `<column>_<suffix>`. */
export const RESULT_SUFFIXES = [
  'e164',
  'country',
  'type',
  'status',
  'reason',
  'extension',
  'others',
  'duplicate_of',
] as const;

/** The country the screen reads national numbers in when nothing on the row says otherwise. */
export const DEFAULT_COUNTRY: CountryCode = 'US';

export interface ContactExport {
  readonly product: string;
  readonly fileName: string;
  /** The file as the product writes it. */
  readonly text: string;
  readonly header: readonly string[];
  readonly rows: readonly (readonly string[])[];
  /** The columns that hold phone numbers, in input order: each should be picked and cleaned. */
  readonly phoneColumns: readonly string[];
  /** The column naming each row's country, where the list has one the screen detects. */
  readonly countryColumn: string | undefined;
  /**
   * Reasons of national numbers to look at: the row (0 = first under the header), the phone column, and which of the
   * three the reason names (the country column, another number of the row or its column, the default country).
   */
  readonly reasons: readonly { readonly row: number; readonly column: string; readonly says: RegExp }[];
}

// ---------------------------------------------------------------------------------------------------------------
// Numbers as people write them, from libphonenumber-js's own examples.

function example(country: CountryCode): PhoneNumber {
  const number = getExampleNumber(country, examples);
  if (!number) throw new Error(`libphonenumber-js has no example for ${country}`);
  return number;
}

export const written = {
  /** '(201) 555-0123', '07400 123456', '01512 3456789'. */
  national: (country: CountryCode) => example(country).formatNational(),
  /** '201-555-0123', '07400-123456'. */
  dashed: (country: CountryCode) =>
    example(country)
      .formatNational()
      .replace(/[()]/g, '')
      .trim()
      .replace(/[\s.]+/g, '-'),
  /** '+1 201 555 0123', '+44 7400 123456'. */
  international: (country: CountryCode) => example(country).formatInternational(),
  /** '+12015550123'. */
  e164: (country: CountryCode) => example(country).number,
  /** '0044 7400 123456': the international prefix most of the world dials. */
  idd00: (country: CountryCode) => `00${example(country).formatInternational().slice(1)}`,
  /** The international form without its last three digits: too short ('+44 7400 123'). */
  tooShort: (country: CountryCode) => example(country).formatInternational().slice(0, -3),
};

// ---------------------------------------------------------------------------------------------------------------
// Files.

type Row = Readonly<Record<string, string>>;

/** The header's cells for one record; a name the header lacks is a mistake in this file. */
function toRow(header: readonly string[], record: Row): string[] {
  for (const name of Object.keys(record))
    if (!header.includes(name)) throw new Error(`"${name}" is not in the header`);
  return header.map((name) => record[name] ?? '');
}

const toText = (header: readonly string[], rows: readonly (readonly string[])[], newline: string) =>
  [header, ...rows].map((row) => row.map(csvCell).join(',')).join(newline) + newline;

/** Country names and codes as the exports here write them. */
const COUNTRY_NAMES: Readonly<Record<string, CountryCode>> = {
  'United States': 'US',
  Germany: 'DE',
  'United Kingdom': 'GB',
  France: 'FR',
  Canada: 'CA',
  Australia: 'AU',
  Italy: 'IT',
};

export function countryNamed(value: string): CountryCode | undefined {
  const text = value.trim();
  if (text === '') return undefined;
  if (/^[A-Z]{2}$/.test(text)) return text as CountryCode;
  const code = COUNTRY_NAMES[text];
  if (!code) throw new Error(`no country code for "${value}" here`);
  return code;
}

/** A header as the product writes it, given in lines of its own text. */
const header = (...lines: string[]): readonly string[] => lines.join(',').split(',');

// Google Contacts ----------------------------------------------------------------------------------------------

/** Until 2024 ("Google CSV"): the columns of a list with two emails, two phone labels, one address. */
export const GOOGLE_LEGACY_HEADER = header(
  'Name,Given Name,Additional Name,Family Name,Yomi Name,Given Name Yomi,Additional Name Yomi',
  'Family Name Yomi,Name Prefix,Name Suffix,Initials,Nickname,Short Name,Maiden Name,Birthday',
  'Gender,Location,Billing Information,Directory Server,Mileage,Occupation,Hobby,Sensitivity',
  'Priority,Subject,Notes,Language,Photo,Group Membership,E-mail 1 - Type,E-mail 1 - Value',
  'E-mail 2 - Type,E-mail 2 - Value,Phone 1 - Type,Phone 1 - Value,Phone 2 - Type,Phone 2 - Value',
  'Address 1 - Type,Address 1 - Formatted,Address 1 - Street,Address 1 - City,Address 1 - PO Box',
  'Address 1 - Region,Address 1 - Postal Code,Address 1 - Country,Address 1 - Extended Address',
  'Organization 1 - Type,Organization 1 - Name,Organization 1 - Yomi Name,Organization 1 - Title',
  'Organization 1 - Department,Organization 1 - Symbol,Organization 1 - Location',
  'Organization 1 - Job Description,Website 1 - Type,Website 1 - Value',
);

/** Since 2024: "Label" for "Type", first/last names, "Labels" for groups ("Phonetic First Name" says "phone"). */
export const GOOGLE_HEADER = header(
  'First Name,Middle Name,Last Name,Phonetic First Name,Phonetic Middle Name,Phonetic Last Name',
  'Name Prefix,Name Suffix,Nickname,File As,Organization Name,Organization Title',
  'Organization Department,Birthday,Notes,Photo,Labels,E-mail 1 - Label,E-mail 1 - Value',
  'E-mail 2 - Label,E-mail 2 - Value,Phone 1 - Label,Phone 1 - Value,Phone 2 - Label',
  'Phone 2 - Value,Address 1 - Label,Address 1 - Formatted,Address 1 - Street,Address 1 - City',
  'Address 1 - PO Box,Address 1 - Region,Address 1 - Postal Code,Address 1 - Country',
  'Address 1 - Extended Address,Website 1 - Label,Website 1 - Value',
);

interface GoogleContact {
  readonly given: string;
  readonly family: string;
  readonly groups?: string;
  readonly birthday?: string;
  readonly notes?: string;
  readonly email?: readonly [type: string, value: string];
  readonly phone1?: readonly [type: string, value: string];
  readonly phone2?: readonly [type: string, value: string];
  readonly address?: {
    readonly type: string;
    readonly street: string;
    readonly city: string;
    readonly region: string;
    readonly postalCode: string;
    readonly country: string;
    readonly formatted: string;
  };
  readonly organization?: readonly [name: string, title: string];
}

/** Who is in the list, the same in both Google layouts. */
function googleContacts(): readonly GoogleContact[] {
  return [
    {
      given: 'Ada',
      family: 'Lovelace',
      groups: '* myContacts ::: Friends',
      birthday: '1815-12-10',
      email: ['* Home', 'ada@example.com'],
      phone1: ['Mobile', written.international('GB')],
      phone2: ['Work', '+44 20 7946 0958'],
    },
    {
      // Two numbers under one label, as Google writes them; an address of three lines, quoted.
      given: 'Grace',
      family: 'Hopper',
      groups: '* myContacts',
      email: ['Work', 'grace@example.com'],
      phone1: ['* Mobile', '+1 202-555-0100 ::: +44 20 7946 0958'],
      address: {
        type: 'Work',
        street: '1600 Pennsylvania Avenue NW',
        city: 'Washington',
        region: 'DC',
        postalCode: '20500',
        country: 'United States',
        formatted: '1600 Pennsylvania Avenue NW\nWashington, DC 20500\nUnited States',
      },
      organization: ['US Navy', 'Rear Admiral'],
    },
    {
      // Only Phone 2: a national number, read in the default country.
      given: 'Katherine',
      family: 'Johnson',
      groups: '* myContacts',
      phone2: ['* Home', written.national('US')],
    },
    {
      given: 'Marie',
      family: 'Curie',
      groups: '* myContacts',
      email: ['* Other', 'marie@example.com'],
      phone2: ['Mobile', written.international('FR')],
    },
    {
      // A German national number beside a German international one: read in DE, not in the default (US).
      given: 'Emmy',
      family: 'Noether',
      groups: '* myContacts ::: Coworkers',
      phone1: ['Work', '+49 30 901820'],
      phone2: ['Home', '030 1234567'],
      address: {
        type: 'Home',
        street: 'Platz der Republik 1',
        city: 'Berlin',
        region: '',
        postalCode: '11011',
        country: 'Germany',
        formatted: 'Platz der Republik 1\n11011 Berlin\nGermany',
      },
    },
    {
      given: 'Hedy',
      family: 'Lamarr',
      groups: '* myContacts',
      birthday: '1914-11-09',
      phone1: ['Mobile', written.dashed('US')],
      phone2: ['Work', '+1 (202) 555-0147'],
    },
    {
      // Too short.
      given: 'Alan',
      family: 'Mathison',
      groups: '* myContacts',
      phone1: ['Mobile', '555-012'],
    },
    {
      // 00 before the country code, read in GB because of the other number on the row.
      given: 'Rosalind',
      family: 'Franklin',
      groups: '* myContacts',
      phone1: ['Mobile', '+44 20 7946 0958'],
      phone2: ['Home', written.idd00('GB')],
    },
    {
      given: 'Lise',
      family: 'Meitner',
      groups: '* myContacts',
      notes: 'Met at the conference, 2019.\nCall after 5pm.',
      phone1: ['Mobile', `${written.international('DE')} ::: +49 30 901820`],
      phone2: ['Work', '0049 30 1234567'],
    },
    {
      // No number at all.
      given: 'Chien-Shiung',
      family: 'Wu',
      groups: '* myContacts',
      email: ['* Work', 'wu@example.com'],
    },
    {
      // A British number written nationally with nothing on the row naming GB: read in US, not valid.
      given: 'Tim',
      family: 'Berners',
      groups: '* myContacts',
      phone1: ['Other', written.national('GB')],
    },
    {
      given: 'Mary',
      family: 'Jackson',
      groups: '* myContacts',
      phone1: ['Mobile', '(202) 555-0100'],
      phone2: ['Home', written.tooShort('US')],
    },
    {
      // Issue 37: a US national number beside a British one, default US: valid in US, not in GB, so read in US.
      given: 'Evelyn',
      family: 'Boyd',
      groups: '* myContacts',
      phone1: ['Mobile', '+44 20 7946 0958'],
      phone2: ['Work', '212-555-0147'],
    },
    {
      given: 'Dorothy',
      family: 'Vaughan',
      groups: '* myContacts ::: Family',
      organization: ['NACA', 'Mathematician'],
      phone1: ['Mobile', written.international('AU')],
      phone2: ['Main', '0412 345 679'],
    },
  ];
}

function googleRecord(layout: 'legacy' | 'current', c: GoogleContact): Row {
  const legacy = layout === 'legacy';
  const kind = legacy ? 'Type' : 'Label';
  const record: Record<string, string> = legacy
    ? { Name: `${c.given} ${c.family}`, 'Given Name': c.given, 'Family Name': c.family }
    : { 'First Name': c.given, 'Last Name': c.family };
  record[legacy ? 'Group Membership' : 'Labels'] = c.groups ?? '';
  if (c.birthday) record['Birthday'] = c.birthday;
  if (c.notes) record['Notes'] = c.notes;
  if (c.email) [record[`E-mail 1 - ${kind}`], record['E-mail 1 - Value']] = c.email;
  if (c.phone1) [record[`Phone 1 - ${kind}`], record['Phone 1 - Value']] = c.phone1;
  if (c.phone2) [record[`Phone 2 - ${kind}`], record['Phone 2 - Value']] = c.phone2;
  if (c.address) {
    record[`Address 1 - ${kind}`] = c.address.type;
    record['Address 1 - Formatted'] = c.address.formatted;
    record['Address 1 - Street'] = c.address.street;
    record['Address 1 - City'] = c.address.city;
    record['Address 1 - Region'] = c.address.region;
    record['Address 1 - Postal Code'] = c.address.postalCode;
    record['Address 1 - Country'] = c.address.country;
  }
  if (c.organization) {
    const [name, title] = c.organization;
    if (legacy) {
      record['Organization 1 - Name'] = name;
      record['Organization 1 - Title'] = title;
    } else {
      record['Organization Name'] = name;
      record['Organization Title'] = title;
    }
  }
  return record;
}

/** A Google Contacts export; `legacy`: the layout used until 2024 ("Phone 1 - Type"), else today's ("- Label"). */
export function googleExport(layout: 'legacy' | 'current'): ContactExport {
  const header = layout === 'legacy' ? GOOGLE_LEGACY_HEADER : GOOGLE_HEADER;
  const contacts = googleContacts();
  const rows = contacts.map((c) => toRow(header, googleRecord(layout, c)));
  const at = (given: string) => contacts.findIndex((c) => c.given === given);
  return {
    product: layout === 'legacy' ? 'Google Contacts (until 2024)' : 'Google Contacts',
    fileName: layout === 'legacy' ? 'google.csv' : 'contacts.csv',
    text: toText(header, rows, '\r\n'),
    header,
    rows,
    phoneColumns: ['Phone 1 - Value', 'Phone 2 - Value'],
    // Addresses are on a few rows only, but where filled their country names the contact's: the country column.
    countryColumn: 'Address 1 - Country',
    reasons: [
      { row: at('Emmy'), column: 'Phone 2 - Value', says: /country column/i },
      { row: at('Katherine'), column: 'Phone 2 - Value', says: /default/i },
    ],
  };
}

// Outlook --------------------------------------------------------------------------------------------------------

export const OUTLOOK_HEADER = header(
  'First Name,Middle Name,Last Name,Title,Suffix,Nickname,Given Yomi,Surname Yomi,E-mail Address',
  'E-mail 2 Address,E-mail 3 Address,Home Phone,Home Phone 2,Business Phone,Business Phone 2',
  'Mobile Phone,Car Phone,Other Phone,Primary Phone,Pager,Business Fax,Home Fax,Other Fax',
  'Company Main Phone,Callback,Radio Phone,Telex,TTY/TDD Phone,IMAddress,Job Title,Department',
  "Company,Office Location,Manager's Name,Assistant's Name,Assistant's Phone,Company Yomi",
  'Business Street,Business City,Business State,Business Postal Code,Business Country/Region',
  'Home Street,Home City,Home State,Home Postal Code,Home Country/Region,Other Street,Other City',
  'Other State,Other Postal Code,Other Country/Region,Personal Web Page,Spouse,Schools,Hobby',
  'Location,Web Page,Birthday,Anniversary,Notes',
);

export function outlookExport(): ContactExport {
  const records: Row[] = [
    {
      // A number only in Home Phone.
      'First Name': 'Nora',
      'Last Name': 'Fields',
      'E-mail Address': 'nora@example.com',
      'Home Phone': written.national('US'),
      'Business Country/Region': 'United States',
    },
    {
      // Germany in the country column: its national numbers are read in DE.
      'First Name': 'Jonas',
      'Last Name': 'Becker',
      'E-mail Address': 'jonas.becker@example.de',
      'Home Phone': '030/901820',
      'Business Phone': '030 1234567',
      'Job Title': 'Einkauf',
      Company: 'Beispiel GmbH',
      'Business Street': 'Platz der Republik 1\nGebäude A',
      'Business City': 'Berlin',
      'Business Postal Code': '11011',
      'Business Country/Region': 'Germany',
    },
    {
      // No country on the row: the default country.
      'First Name': 'Pat',
      'Last Name': 'Kim',
      'Home Phone': '202-555-0100',
      Birthday: '6/12/1985',
    },
    {
      // Issue 37: a US national number beside a British one, no country on the row: read in the default (US).
      'First Name': 'Leo',
      'Last Name': 'Park',
      'Home Phone': '212-555-0147',
      'Business Phone': '+44 20 7946 0958',
    },
    {
      'First Name': 'Olivia',
      'Last Name': 'Smith',
      'E-mail Address': 'olivia@example.co.uk',
      'Business Phone': '020 7946 0958',
      'Mobile Phone': written.national('GB'),
      Company: 'Example Ltd',
      'Business City': 'London',
      'Business Postal Code': 'SW1A 1AA',
      'Business Country/Region': 'United Kingdom',
    },
    {
      'First Name': 'Camille',
      'Last Name': 'Martin',
      'Home Phone': '+33 1 23 45 67 89',
      'Mobile Phone': written.national('FR'),
      'Business Country/Region': 'France',
      Notes: 'Prefers email, then phone',
    },
    {
      // Too short.
      'First Name': 'Sam',
      'Last Name': 'Lee',
      'Home Phone': '555-012',
      'Business Country/Region': 'United States',
    },
    {
      'First Name': 'Jo',
      'Last Name': 'Brown',
      'E-mail Address': 'jo@example.com',
      'Business Country/Region': 'United States',
    },
    {
      'First Name': 'Liam',
      'Last Name': 'Tremblay',
      'Business Phone': written.national('CA'),
      'Business City': 'Moncton',
      'Business State': 'NB',
      'Business Postal Code': 'E1C 4M3',
      'Business Country/Region': 'Canada',
    },
    {
      // No country on the row, an Australian mobile with +: the Home Phone is read in AU.
      'First Name': 'Mia',
      'Last Name': 'Wilson',
      'Home Phone': '0412 345 679',
      'Mobile Phone': written.international('AU'),
    },
    {
      'First Name': 'Ethan',
      'Last Name': 'Clark',
      'Business Phone': '(02) 9876 5432',
      'Mobile Phone': written.national('AU'),
      'Business City': 'Sydney',
      'Business State': 'NSW',
      'Business Postal Code': '2000',
      'Business Country/Region': 'Australia',
    },
    {
      // A British mobile on a German business contact: the country column comes before the other number.
      'First Name': 'Lena',
      'Last Name': 'Wolf',
      'Business Phone': '089 12345678',
      'Mobile Phone': written.international('GB'),
      'Business City': 'München',
      'Business Country/Region': 'Germany',
    },
    {
      // Words in a phone cell.
      'First Name': 'Ava',
      'Last Name': 'Davis',
      'Home Phone': 'ask reception',
      'Mobile Phone': '+1 (201) 555-0123',
      'Business Country/Region': 'United States',
    },
  ];
  const rows = records.map((record) => toRow(OUTLOOK_HEADER, record));
  const at = (first: string) => records.findIndex((r) => r['First Name'] === first);
  return {
    product: 'Outlook',
    fileName: 'contacts-outlook.csv',
    text: toText(OUTLOOK_HEADER, rows, '\r\n'),
    header: OUTLOOK_HEADER,
    rows,
    phoneColumns: ['Home Phone', 'Business Phone', 'Mobile Phone'],
    countryColumn: 'Business Country/Region',
    reasons: [
      { row: at('Jonas'), column: 'Business Phone', says: /country column|Business Country\/Region/i },
      { row: at('Pat'), column: 'Home Phone', says: /default/i },
      { row: at('Mia'), column: 'Home Phone', says: /Mobile Phone|other number/i },
      { row: at('Lena'), column: 'Business Phone', says: /country column|Business Country\/Region/i },
    ],
  };
}

// HubSpot --------------------------------------------------------------------------------------------------------

export const HUBSPOT_HEADER = header(
  'Record ID,First Name,Last Name,Email,Phone Number,Mobile Phone Number,Country/Region',
  'State/Region,City,Postal Code,Company Name,Job Title,Contact owner,Lifecycle Stage,Lead Status',
  'Create Date,Last Activity Date',
);

export function hubspotExport(): ContactExport {
  const records: Row[] = [
    {
      'First Name': 'Ana',
      'Last Name': 'Silva',
      Email: 'ana@example.com',
      'Phone Number': written.international('US'),
      'Country/Region': 'United States',
      'State/Region': 'New Jersey',
      City: 'Newark',
      'Postal Code': '07102',
      'Lifecycle Stage': 'Lead',
      'Lead Status': 'New',
    },
    {
      'First Name': 'Ben',
      'Last Name': 'Okafor',
      Email: 'ben@example.com',
      'Phone Number': '(202) 555-0100',
      'Mobile Phone Number': '202.555.0147',
      'Country/Region': 'United States',
      'State/Region': 'District of Columbia',
      'Lifecycle Stage': 'Customer',
    },
    {
      // Germany in the country column.
      'First Name': 'Clara',
      'Last Name': 'Vogel',
      Email: 'clara.vogel@example.de',
      'Phone Number': '030 1234567',
      'Mobile Phone Number': written.national('DE'),
      'Country/Region': 'Germany',
      City: 'Berlin',
      'Postal Code': '10117',
      'Company Name': 'Beispiel GmbH',
    },
    {
      'First Name': 'Dan',
      'Last Name': 'Moreau',
      'Mobile Phone Number': written.national('FR'),
      'Country/Region': 'France',
      City: 'Lyon',
    },
    {
      // A US rep's way to write a British number (011, the US international prefix); no country on the row.
      'First Name': 'Eve',
      'Last Name': 'Hart',
      'Phone Number': '011 44 20 7946 0958',
    },
    {
      'First Name': 'Finn',
      'Last Name': 'Walsh',
      'Phone Number': written.tooShort('GB'),
      'Mobile Phone Number': written.national('GB'),
      'Country/Region': 'United Kingdom',
    },
    {
      // No country on the row: the mobile is read in IT because of the phone number's +39.
      'First Name': 'Gia',
      'Last Name': 'Russo',
      'Phone Number': written.international('IT'),
      'Mobile Phone Number': '312 345 6790',
    },
    {
      'First Name': 'Hugo',
      'Last Name': 'Lang',
      Email: 'hugo@example.de',
      'Country/Region': 'Germany',
    },
    {
      'First Name': 'Iris',
      'Last Name': 'Chen',
      'Phone Number': '0049 30 901820',
      'Country/Region': 'Germany',
    },
    {
      // Issue 37: a US national number beside a British one, no country on the row: read in the default (US).
      'First Name': 'Ivy',
      'Last Name': 'Stone',
      'Phone Number': '+44 20 7946 0958',
      'Mobile Phone Number': '212-555-0147',
    },
    {
      'First Name': 'Jack',
      'Last Name': 'Ng',
      'Phone Number': '12345',
      'Country/Region': 'United States',
    },
  ];
  const rows = records.map((record, i) =>
    toRow(HUBSPOT_HEADER, {
      // Record IDs of 11 digits, as newer portals give; dates with their time.
      'Record ID': String(95_154_912_301 + i * 137),
      'Contact owner': i % 2 ? 'Sam Sales' : '',
      'Create Date': `2024-03-${String(10 + i).padStart(2, '0')} 09:${String(10 + i)}`,
      'Last Activity Date': i % 3 ? '' : `2024-04-0${1 + (i % 9)} 14:05`,
      ...record,
    }),
  );
  const at = (first: string) => records.findIndex((r) => r['First Name'] === first);
  return {
    product: 'HubSpot',
    fileName: 'hubspot-crm-exports-all-contacts-2024-05-02.csv',
    text: toText(HUBSPOT_HEADER, rows, '\n'),
    header: HUBSPOT_HEADER,
    rows,
    phoneColumns: ['Phone Number', 'Mobile Phone Number'],
    countryColumn: 'Country/Region',
    reasons: [
      { row: at('Clara'), column: 'Phone Number', says: /country column|Country\/Region/i },
      { row: at('Gia'), column: 'Mobile Phone Number', says: /Phone Number|other number/i },
    ],
  };
}

// Shopify --------------------------------------------------------------------------------------------------------

export const SHOPIFY_HEADER = header(
  'Customer ID,First Name,Last Name,Email,Accepts Email Marketing,Default Address Company',
  'Default Address Address1,Default Address Address2,Default Address City',
  'Default Address Province Code,Default Address Country Code,Default Address Zip',
  'Default Address Phone,Phone,Accepts SMS Marketing,Total Spent,Total Orders,Note,Tax Exempt,Tags',
);

export function shopifyExport(): ContactExport {
  const records: Row[] = [
    {
      'First Name': 'Owen',
      'Last Name': 'Grant',
      'Default Address Address1': '24 Sussex Drive',
      'Default Address City': 'Ottawa',
      'Default Address Province Code': 'ON',
      'Default Address Country Code': 'CA',
      'Default Address Zip': 'K1M 1M4',
      'Default Address Phone': '(613) 555-0135',
      Phone: "'+16135550135",
      'Total Spent': '123.45',
      'Total Orders': '3',
      Tags: 'VIP, wholesale',
    },
    {
      'First Name': 'Paula',
      'Last Name': 'Reyes',
      'Default Address Company': 'Reyes & Co',
      'Default Address Address1': '350 Fifth Avenue',
      'Default Address Address2': 'Suite 3300',
      'Default Address City': 'New York',
      'Default Address Province Code': 'NY',
      'Default Address Country Code': 'US',
      'Default Address Zip': '10118',
      'Default Address Phone': '212-555-0199',
      Phone: '+12125550199',
      'Total Spent': '1204.50',
      'Total Orders': '11',
    },
    {
      // No address; Shopify's own E.164, with its apostrophe.
      'First Name': 'Quinn',
      'Last Name': 'Baker',
      Phone: `'${written.e164('GB')}`,
      'Total Spent': '45.00',
      'Total Orders': '1',
    },
    {
      // DE in the country code column: the address phone is read in DE.
      'First Name': 'Rita',
      'Last Name': 'Schulz',
      'Default Address Address1': 'Unter den Linden 77',
      'Default Address City': 'Berlin',
      'Default Address Country Code': 'DE',
      'Default Address Zip': '10117',
      'Default Address Phone': '030 1234567',
      Phone: `'${written.e164('DE')}`,
      'Total Spent': '89.90',
      'Total Orders': '2',
      Note: 'Deliver after 5pm, ring twice',
    },
    {
      'First Name': 'Sven',
      'Last Name': 'Ek',
      'Accepts Email Marketing': 'no',
      'Total Spent': '0.00',
      'Total Orders': '0',
    },
    {
      'First Name': 'Tara',
      'Last Name': 'Quinn',
      'Default Address Address1': '10 Downing Street',
      'Default Address City': 'London',
      'Default Address Country Code': 'GB',
      'Default Address Zip': 'SW1A 2AA',
      'Default Address Phone': '020 7946 0958',
      'Total Spent': '310.00',
      'Total Orders': '4',
    },
    {
      'First Name': 'Umar',
      'Last Name': 'Haddad',
      'Default Address Address1': '1 Market Street',
      'Default Address City': 'Newark',
      'Default Address Province Code': 'NJ',
      'Default Address Country Code': 'US',
      'Default Address Zip': "'07102",
      'Default Address Phone': '555-012',
      Phone: `'${written.e164('US')}`,
      'Total Spent': '19.99',
      'Total Orders': '1',
    },
    {
      'First Name': 'Vera',
      'Last Name': 'Lind',
      'Default Address Address1': '500 Main Street',
      'Default Address City': 'Hoboken',
      'Default Address Province Code': 'NJ',
      'Default Address Country Code': 'US',
      'Default Address Zip': "'07030",
      'Default Address Phone': written.national('US'),
      'Total Spent': '57.20',
      'Total Orders': '2',
    },
    {
      'First Name': 'Will',
      'Last Name': 'Park',
      'Default Address Address1': '1 Macquarie Street',
      'Default Address City': 'Sydney',
      'Default Address Province Code': 'NSW',
      'Default Address Country Code': 'AU',
      'Default Address Zip': '2000',
      'Default Address Phone': '(02) 9876 5432',
      Phone: `'${written.e164('AU')}`,
      'Total Spent': '240.00',
      'Total Orders': '5',
    },
    {
      'First Name': 'Xena',
      'Last Name': 'Moss',
      Phone: '+16135550135',
      'Total Spent': '12.00',
      'Total Orders': '1',
    },
  ];
  const rows = records.map((record, i) =>
    toRow(SHOPIFY_HEADER, {
      // 13-digit IDs, with Shopify's apostrophe.
      'Customer ID': `'${7_210_448_301_122 + i * 31}`,
      Email: `${(record['First Name'] ?? '').toLowerCase()}@example.com`,
      'Accepts Email Marketing': i % 3 ? 'yes' : 'no',
      'Accepts SMS Marketing': 'no',
      'Tax Exempt': 'no',
      ...record,
    }),
  );
  const at = (first: string) => records.findIndex((r) => r['First Name'] === first);
  return {
    product: 'Shopify',
    fileName: 'customers_export.csv',
    text: toText(SHOPIFY_HEADER, rows, '\n'),
    header: SHOPIFY_HEADER,
    rows,
    phoneColumns: ['Default Address Phone', 'Phone'],
    countryColumn: 'Default Address Country Code',
    reasons: [{ row: at('Rita'), column: 'Default Address Phone', says: /country column|Country Code/i }],
  };
}

// ---------------------------------------------------------------------------------------------------------------
// What cleaning should give.

/** The export's header: the input's, then per phone column its eight result columns (a taken name gets _2). */
export function expectedHeader(data: ContactExport): string[] {
  const names = new Set(data.header);
  const unique = (name: string) => {
    let n = 1;
    let candidate = name;
    while (names.has(candidate)) candidate = `${name}_${++n}`;
    names.add(candidate);
    return candidate;
  };
  return [
    ...data.header,
    ...data.phoneColumns.flatMap((column) => RESULT_SUFFIXES.map((suffix) => unique(`${column}_${suffix}`))),
    unique('judged_by'),
  ];
}

/** The numbers in a cell: Google joins several with ' ::: '; Shopify puts an apostrophe first. */
export const numbersIn = (cell: string): string[] =>
  cell
    .split(':::')
    .map((part) => part.trim().replace(/^'/, ''))
    .filter((part) => part !== '');

const international = (text: string) => text.startsWith('+');
const valid = (number: PhoneNumber | undefined) => (number?.isValid() ? number : undefined);

export interface ExpectedCell {
  readonly column: string;
  readonly cell: string;
  /** Where the first number's country came from. */
  readonly readIn: CountryCode | undefined;
  readonly via: 'empty' | 'its +' | 'country column' | 'other number' | 'default';
  readonly e164: string;
  readonly country: CountryCode | undefined;
  /** The E.164 of the valid numbers after the first. */
  readonly others: readonly string[];
}

/** What each phone cell of a row should give, by the order above. */
export function expectedCells(data: ContactExport, row: readonly string[]): ExpectedCell[] {
  const cellOf = (column: string) => row[data.header.indexOf(column)] ?? '';
  const named = data.countryColumn ? countryNamed(cellOf(data.countryColumn)) : undefined;
  // The valid numbers written with a +, by column, in column order.
  const anchors = data.phoneColumns.flatMap((column) => {
    const first = numbersIn(cellOf(column))[0];
    const number = first && international(first) ? valid(parsePhoneNumberFromString(first)) : undefined;
    return number?.country ? [{ column, country: number.country }] : [];
  });
  return data.phoneColumns.map((column) => {
    const cell = cellOf(column);
    const [first, ...rest] = numbersIn(cell);
    // The candidates in order; the first in which the number is valid is taken, else the first of all.
    const candidates: [CountryCode, ExpectedCell['via']][] = [
      ...(named ? [[named, 'country column'] as [CountryCode, ExpectedCell['via']]] : []),
      ...anchors
        .filter((a) => a.column !== column)
        .map((a): [CountryCode, ExpectedCell['via']] => [a.country, 'other number']),
      [DEFAULT_COUNTRY, 'default'],
    ];
    const chosen = (text: string) =>
      candidates.find(([country]) => valid(parsePhoneNumberFromString(text, country))) ?? candidates[0];
    const [readIn, via]: [CountryCode | undefined, ExpectedCell['via']] =
      first === undefined
        ? [undefined, 'empty']
        : international(first)
          ? [undefined, 'its +']
          : (chosen(first) as [CountryCode, ExpectedCell['via']]);
    const read = (text: string) =>
      valid(readIn ? parsePhoneNumberFromString(text, readIn) : parsePhoneNumberFromString(text));
    const number = first === undefined ? undefined : read(first);
    return {
      column,
      cell,
      readIn,
      via,
      e164: number?.number ?? '',
      country: number?.country,
      others: rest.flatMap((text) => read(text)?.number ?? []),
    };
  });
}
