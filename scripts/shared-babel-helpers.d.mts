import type { Plugin } from 'vite';
export declare function sharedHelpers(
  root: string,
  pkg?: 'libphonenumber-js' | 'read-excel-file',
): Map<string, string>;
export declare function sharedBabelHelpersPlugin(root?: string): Plugin;
