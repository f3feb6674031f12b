import { createElement } from 'react';
import { hydrateRoot } from 'react-dom/client';
import 'telfield/style.css';
import { App } from './app.js';

hydrateRoot(document.getElementById('root'), createElement(App));
