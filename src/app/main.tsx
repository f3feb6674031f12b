import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app';
import '../components/ui/visually-hidden.css';
import '../components/ui/controls.css';
import './app.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html lacks #root');
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
