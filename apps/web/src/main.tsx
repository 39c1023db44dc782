/** Entry point of the web app: the first page's Mantine styles, then the app in #root. */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './app/styles/first-page.ts';
import { App } from './app/App.tsx';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
