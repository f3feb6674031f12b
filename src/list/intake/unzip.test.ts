import { strToU8, unzipSync, Zip, ZipDeflate, ZipPassThrough, zipSync, type Zippable } from 'fflate';
import { describe, expect, it } from 'vitest';
import { unzip } from './unzip';

/** Our unzip as a promise: the files, or the error it calls back with. */
function ours(zip: Uint8Array<ArrayBuffer>): Promise<Record<string, Uint8Array> | Error> {
  return new Promise((resolve) =>
    unzip(zip, (error, files) => resolve(error ?? files ?? new Error('nothing'))),
  );
}

/** Random bytes that deflate a little (a workbook's XML is text): a seeded generator, so a failure replays. */
function bytes(seed: number, length: number): Uint8Array {
  let s = seed >>> 0;
  const out = new Uint8Array(length);
  for (let i = 0; i < length; i++) {
    s = (s * 1664525 + 1013904223) >>> 0;
    out[i] = s % 7 === 0 ? s >>> 24 : 97 + ((s >>> 16) % 6);
  }
  return out;
}

const FILES: Zippable = {
  '[Content_Types].xml': strToU8('<?xml version="1.0"?><Types/>'),
  'xl/workbook.xml': bytes(1, 5_000),
  'xl/worksheets/sheet1.xml': bytes(2, 100_000),
  'xl/empty.xml': new Uint8Array(0),
  'xl/media/': new Uint8Array(0),
  'docProps/Überblick – 表.xml': bytes(3, 70),
  // An extra field (here a timestamp's) makes a local header longer than 30 bytes and its name.
  'docProps/app.xml': [bytes(5, 900), { extra: { 0x5455: new Uint8Array([1, 2, 3, 4, 5]) } }],
};

/** Every way fflate writes a zip: stored, each deflate level, and its streaming writer (sizes after the data). */
function zips(): [string, Uint8Array<ArrayBuffer>][] {
  const all: [string, Uint8Array<ArrayBuffer>][] = [];
  for (const level of [0, 1, 6, 9] as const)
    all.push([`zipSync level ${level}`, zipSync(FILES, { level }) as Uint8Array<ArrayBuffer>]);
  all.push([
    `zipSync with a comment`,
    zipSync(FILES, { comment: 'made for the test' }) as Uint8Array<ArrayBuffer>,
  ]);
  const chunks: Uint8Array[] = [];
  const zip = new Zip((error, chunk) => {
    if (error) throw error;
    chunks.push(chunk);
  });
  for (const [name, data] of Object.entries(FILES)) {
    const file =
      name.endsWith('.xml') && (data as Uint8Array).length > 100
        ? new ZipDeflate(name, { level: 1 })
        : new ZipPassThrough(name);
    zip.add(file);
    file.push(data as Uint8Array, true);
  }
  zip.end();
  const streamed = new Uint8Array(chunks.reduce((n, c) => n + c.length, 0));
  chunks.reduce((at, c) => (streamed.set(c, at), at + c.length), 0);
  all.push(['the streaming Zip (data descriptors), as the export writes its workbook', streamed]);
  return all;
}

describe('unzip on the platform’s DecompressionStream', () => {
  it.each(zips())('reads %s as fflate’s unzipSync does, file for file, byte for byte', async (_, zip) => {
    const expected = unzipSync(zip);
    const files = await ours(zip);
    expect(files).not.toBeInstanceOf(Error);
    expect(Object.keys(files).sort()).toEqual(Object.keys(expected).sort());
    // Byte for byte (Buffer.equals: toEqual walks a 100 kB array element by element).
    for (const [name, data] of Object.entries(expected)) {
      const read = (files as Record<string, Uint8Array>)[name];
      expect(read !== undefined && Buffer.from(data).equals(read), name).toBe(true);
    }
  });

  it('answers a zip cut short, or not a zip, with an error whose code is a number (an invalid zip to read-excel-file)', async () => {
    const [, whole] = zips()[1] as [string, Uint8Array<ArrayBuffer>];
    const cuts = [0, 3, 21, 22, 1_000, whole.length >> 1, whole.length - 23, whole.length - 1];
    for (const cut of cuts) {
      const answer = await ours(whole.slice(0, cut));
      expect(answer, `cut at ${cut}`).toBeInstanceOf(Error);
      expect(typeof (answer as Error & { code?: unknown }).code, `cut at ${cut}`).toBe('number');
    }
    const garbage = await ours(strToU8('this is no zip, only text') as Uint8Array<ArrayBuffer>);
    expect(typeof (garbage as Error & { code?: unknown }).code).toBe('number');
  });

  it('answers a deflated file whose data is broken with an error, not a hang or wrong bytes', async () => {
    const zip = zipSync({ 'a.xml': bytes(4, 20_000) }, { level: 6 }) as Uint8Array<ArrayBuffer>;
    const broken = zip.slice();
    // The data starts after the local header (30 bytes) and the name: flip bytes inside it.
    for (let i = 40; i < 60; i++) broken[i] = (broken[i] ?? 0) ^ 0xff;
    const answer = await ours(broken);
    if (answer instanceof Error) expect(typeof (answer as Error & { code?: unknown }).code).toBe('number');
    else expect(answer['a.xml']).not.toEqual(bytes(4, 20_000));
  });
});
