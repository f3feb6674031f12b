/** The text encoding of a file from its first bytes: a byte-order mark, or UTF-16's telltale zero bytes. */
export function detectEncoding(head: Uint8Array): 'utf-8' | 'utf-16le' | 'utf-16be' {
  if (head[0] === 0xff && head[1] === 0xfe) return 'utf-16le';
  if (head[0] === 0xfe && head[1] === 0xff) return 'utf-16be';
  let evenZeros = 0;
  let oddZeros = 0;
  const n = Math.min(head.length, 512);
  for (let i = 0; i < n; i++) {
    if (head[i] === 0) {
      if (i % 2 === 0) evenZeros++;
      else oddZeros++;
    }
  }
  if (oddZeros > n / 4 && evenZeros < n / 20) return 'utf-16le';
  if (evenZeros > n / 4 && oddZeros < n / 20) return 'utf-16be';
  return 'utf-8';
}

/** A file that is mostly control bytes is not text (images, archives, executables). */
export function looksBinary(head: Uint8Array, encoding: string): boolean {
  if (encoding !== 'utf-8') return false;
  const n = Math.min(head.length, 4096);
  let control = 0;
  for (let i = 0; i < n; i++) {
    const b = head[i] ?? 0;
    if (b === 0 || (b < 9 && b !== 0) || (b > 13 && b < 32)) control++;
  }
  return n > 0 && control / n > 0.05;
}
