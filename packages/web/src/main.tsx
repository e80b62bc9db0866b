import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { initI18n } from './lib/i18n/i18n';
import { applyLanguageSideEffects, initialLanguage } from './lib/i18n/language';
import { registerDefaultPushes } from './lib/push-invalidation';
import { startSession } from './lib/session';

async function boot(): Promise<void> {
  const lang = initialLanguage(window.location.pathname);
  // The visitor's catalogue first, so the first paint is already in their language.
  await initI18n(lang);
  applyLanguageSideEffects(lang);
  registerDefaultPushes();
  startSession();
  const root = document.getElementById('root');
  if (!root) throw new Error('#root is missing from index.html');
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}

void boot();
