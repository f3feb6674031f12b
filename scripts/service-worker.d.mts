import type { Plugin } from 'vite';
export function precacheList(bundleFiles: readonly string[], publicFiles: readonly string[]): string[];
export function serviceWorkerPlugin(): Plugin;
export function shippedTemplate(source: string): string;
