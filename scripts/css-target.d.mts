export declare const CSS_TARGET: string[];
