/**
 * A workbook's files out of its zip, on the platform's DecompressionStream('deflate-raw'): what read-excel-file asks
 * fflate's unzip for (unzip(bytes, callback) → every file by its path), without fflate's inflater or its Blob
 * workers. The build gives read-excel-file this module in fflate's place (scripts/platform-unzip.mjs); the unit
 * test holds it equal to fflate's own unzipSync on zips of every shape fflate writes.
 *   unzip(bytes, (error, files) => …) → files['xl/workbook.xml'] is that file's bytes
 * A zip is read from its central directory (APPNOTE 4.3.12), each file from where its local header says its data
 * starts: stored (method 0) or deflated (method 8). Anything else, an archive cut short, or ZIP64 (a workbook of more
 * than 4 GB, past the list's limits) is an error with a numeric `code`, as fflate's are, so read-excel-file reports
 * the file as an invalid zip.
 */

type Files = Record<string, Uint8Array>;
type Callback = (error: Error | null, files: Files | undefined) => void;

const END_OF_DIRECTORY = 0x06054b50;
const DIRECTORY_ENTRY = 0x02014b50;
const LOCAL_HEADER = 0x04034b50;
/** The end of the central directory is its last 22 bytes, before a comment of at most 65,535 bytes. */
const END_LENGTH = 22;
const MAX_COMMENT = 0xffff;

class ZipError extends Error {
  /** fflate's code for an invalid zip: read-excel-file tells a zip's errors from others by a numeric code. */
  readonly code = 13;
}

async function inflate(bytes: Uint8Array<ArrayBuffer>): Promise<Uint8Array> {
  const stream = new Blob([bytes]).stream().pipeThrough(new DecompressionStream('deflate-raw'));
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

async function filesOf(zip: Uint8Array<ArrayBuffer>): Promise<Files> {
  const view = new DataView(zip.buffer, zip.byteOffset, zip.byteLength);
  const u16 = (at: number) => view.getUint16(at, true);
  const u32 = (at: number) => view.getUint32(at, true);
  let end = zip.length - END_LENGTH;
  const stop = Math.max(0, end - MAX_COMMENT);
  while (end >= stop && u32(end) !== END_OF_DIRECTORY) end--;
  if (end < stop) throw new ZipError('no zip directory');
  const count = u16(end + 10);
  let at = u32(end + 16);
  if (count === 0xffff || at === 0xffffffff) throw new ZipError('ZIP64 is not read');
  const names = new TextDecoder();
  const files: Files = {};
  for (let n = 0; n < count; n++) {
    if (at + 46 > zip.length || u32(at) !== DIRECTORY_ENTRY) throw new ZipError('zip directory cut short');
    const method = u16(at + 10);
    const size = u32(at + 20);
    const nameLength = u16(at + 28);
    const local = u32(at + 42);
    const name = names.decode(zip.subarray(at + 46, at + 46 + nameLength));
    at += 46 + nameLength + u16(at + 30) + u16(at + 32);
    // The local header's own name and extra field lengths (its extra field may differ from the directory's).
    if (local + 30 > zip.length || u32(local) !== LOCAL_HEADER) throw new ZipError(`no header for ${name}`);
    const start = local + 30 + u16(local + 26) + u16(local + 28);
    if (start + size > zip.length) throw new ZipError(`${name} cut short`);
    const data = zip.subarray(start, start + size);
    if (method === 0) files[name] = data.slice();
    else if (method === 8) files[name] = await inflate(data).catch(() => Promise.reject(new ZipError(name)));
    else throw new ZipError(`${name}: compression method ${method}`);
  }
  return files;
}

/** fflate's unzip(data, [options,] callback), as read-excel-file calls it; options (fflate's filter) are not read. */
export function unzip(zip: Uint8Array<ArrayBuffer>, ...rest: [Callback] | [unknown, Callback]): void {
  const callback = rest.length === 1 ? rest[0] : rest[1];
  filesOf(zip).then(
    (files) => callback(null, files),
    (error: unknown) => callback(error instanceof Error ? error : new ZipError(String(error)), undefined),
  );
}
