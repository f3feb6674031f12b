import type { Plugin } from 'vite';

export declare const PLATFORM_UNZIP: string;
export declare function platformUnzipPlugin(): Plugin;
