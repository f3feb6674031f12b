import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { preloadWords } from '../components/i18n/word-set';
import { App } from './app';
import { initialLocale } from './use-locale-setting';
import '../components/ui/visually-hidden.css';
import '../components/ui/controls.css';
import './app.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html lacks #root');
// The UI language's words first, so a page in German never shows English first (English is at hand).
void preloadWords(initialLocale()).then(() =>
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  ),
);
