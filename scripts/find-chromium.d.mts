export declare const INSTALL_HINT: string;
/** The Chromium the tests run in: CHROMIUM_PATH, else Debian's headless shell, else the full browser. */
export declare function findTestChromium(shells?: readonly string[]): string;
/** A full Chromium browser. */
export declare function findChromium(): string;
export declare const CHROMIUM_ARGS: string[];
