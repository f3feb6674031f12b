export function compressed(buffer: Uint8Array): { raw: number; gzip: number; brotli: number };
export const BUILD_HASH: string;
export function withoutBuildHashes(buffer: Buffer): Buffer;
