import type { Plugin } from 'vite';
export declare function sharedHelpers(root: string): Map<string, string>;
export declare function sharedBabelHelpersPlugin(root?: string): Plugin;
