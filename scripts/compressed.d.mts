export function compressed(buffer: Uint8Array): { raw: number; gzip: number; brotli: number };
export function withoutBuildHashes(buffer: Buffer): Buffer;
