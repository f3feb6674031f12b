// WCAG 2's relative luminance and contrast ratio, computed in the test over colours the browser reports.

export type Rgb = readonly [number, number, number];

/** A computed colour ('rgb(27, 27, 31)', 'rgba(…)') as its three channels. */
export function rgbOf(css: string): Rgb {
  const [r = 0, g = 0, b = 0] = (css.match(/[\d.]+/g) ?? []).map(Number);
  return [r, g, b];
}

/** Relative luminance: near 0 is dark, near 1 light. */
export function luminance([r, g, b]: Rgb): number {
  const channel = (v: number) => {
    const c = v / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

/** The contrast ratio of two computed colours, 1 to 21. */
export function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(rgbOf(a)), luminance(rgbOf(b))].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}
