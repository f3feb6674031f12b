import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { preloadWords } from '../components/i18n/word-set';
import { App } from './app';
import { initialLocale } from './use-locale-setting';
import '../components/ui/visually-hidden.css';
import '../components/ui/controls.css';
import './app.css';

// index.html holds #root (the e2e suite loads it); without one, createRoot says its target is not a DOM element.
const root = document.getElementById('root') as HTMLElement;
// The UI language's words first, so a page in German never shows English first (English is at hand).
void preloadWords(initialLocale()).then(() =>
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  ),
);
