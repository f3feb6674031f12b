import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { preloadPhoneInput } from '../components/phone-input/phone-input';
import { App } from './app';
import '../components/ui/visually-hidden.css';
import '../components/ui/controls.css';
import './app.css';

// The app is the field's own page: its engine is asked for at once, alongside the first render, not when idle.
void preloadPhoneInput().catch(() => undefined);

const root = document.getElementById('root');
if (!root) throw new Error('index.html lacks #root');
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
