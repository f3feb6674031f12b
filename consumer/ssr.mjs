// Server rendering in plain Node, no bundler: renders the page into dist/index.html (after `vite build`).
import { readFileSync, writeFileSync } from 'node:fs';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { App } from './src/app.js';

const html = renderToString(createElement(App));
const page = 'dist/index.html';
writeFileSync(page, readFileSync(page, 'utf8').replace('<!--ssr-->', html));
console.log(html);
