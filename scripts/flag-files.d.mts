import type { Plugin } from 'vite';
export declare const FLAGS_DIR: string;
export declare function flagFiles(): string[];
export declare function flagFilesPlugin(): Plugin;
