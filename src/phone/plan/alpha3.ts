import { ALL_COUNTRIES, type CountryCode } from './countries';

/**
 * ISO 3166-1 alpha-3 codes ('DEU', 'GBR'), which people type and lists hold; the platform has only alpha-2. One entry
 * per country of ALL_COUNTRIES (ISO order): a lower-case letter where the code is the alpha-2 code and that letter
 * ('n': AD → AND), else the whole code ('ARE' for AE), '-' where there is none. The test checks it against CLDR's
 * code mappings (cldr-core); Kosovo is 'XKX', as the EU writes it; Ascension and Tristan da Cunha have none.
 */
export const ALPHA3 =
  '-ANDAREgATGabARMAGOgmAUTsABWALAeBIHBRBBGDlarrBDIBENmuBRNlBESaBHSnaBLRBLZnkCODCAFCOGevCOKCHLrCHNlibCPVCUWrpeuiDNKamauESTyESHiphniFLKFSMFROabrGRDoGUFyabGRLbGINGLPGNQcmmGNBGUYgdvinnIRLISRndtIRQnlayJAMrnnzmrCOMaPRKKORtCYMKAZonaeaLBRouxaLBYroaMNEMAFMDGldirgMACMNPMTQtrMLTsMDViMEXsMOZmlrkacdrluNIUlnnrPYFPNGlPAKPOLSPMiePRTPLWPRYtuuSRBsauSLBSYCnSWEpnSVNmSVKerSENmSURdpSLVmrSWZ-aTCDoaklsTKMTUNnTURoTUVnaUKRaaURYbttnbrmtWLFmxmMYTfbe';

let byCode: ReadonlyMap<CountryCode, string> | undefined;

function codes(): ReadonlyMap<CountryCode, string> {
  if (!byCode) {
    const map = new Map<CountryCode, string>();
    let at = 0;
    for (const { code } of ALL_COUNTRIES) {
      const next = ALPHA3.charAt(at);
      const whole = next >= 'A' && next <= 'Z';
      if (next !== '-') map.set(code, whole ? ALPHA3.slice(at, at + 3) : code + next.toUpperCase());
      at += whole ? 3 : 1;
    }
    byCode = map;
  }
  return byCode;
}

/** alpha3('DE') → 'DEU'; undefined where there is none. */
export function alpha3(code: CountryCode): string | undefined {
  return codes().get(code);
}

/** Whether three letters are a country's alpha-3 code ('DEU' yes; 'NSW', New South Wales, no). */
export const isAlpha3 = (text: string): boolean => [...codes().values()].includes(text);
