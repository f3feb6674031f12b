/**
 * A country as a list writes it, reduced to what tells countries apart: case, accents, punctuation and spacing go,
 * a calling code keeps its digits. countryKey(' Côte d’Ivoire ') → 'cotedivoire'; countryKey('+44') → '44';
 * countryKey('Deutschland') → 'deutschland'; countryKey('日本') → '日本'.
 */
export function countryKey(value: string): string {
  return value
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]/gu, '');
}
