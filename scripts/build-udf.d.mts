export interface UdfVersions {
  telfield: string;
  libphonenumberJs: string;
}
export function udfVersions(): UdfVersions;
export function udfBanner(versions: UdfVersions, licenceFile: string): string;
export function udfLicences(versions: UdfVersions): string;
export function buildUdf(
  outFile?: string,
): Promise<UdfVersions & { file: string; licenceFile: string; raw: number; gzip: number; brotli: number }>;
