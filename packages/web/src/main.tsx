import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { HomePage } from './app/pages';
import { initI18n } from './lib/i18n/i18n';
import { applyLanguageSideEffects, initialLanguage, languageInPath } from './lib/i18n/language';
import { registerDefaultPushes } from './lib/push-invalidation';
import { startSession } from './lib/session';

/** `/`, `/el`, `/en/`: the home page, whose page group is worth fetching before anything else. */
function isHomePath(pathname: string): boolean {
  const segments = pathname.split('/').filter(Boolean);
  return segments.length === 0 || (segments.length === 1 && languageInPath(pathname) !== null);
}

async function boot(): Promise<void> {
  const { pathname } = window.location;
  const lang = initialLanguage(pathname);
  // The visitor's catalogue first, so the first paint is already in their language; most
  // first visits land on the home page, whose chunk comes at the same time, so the first
  // render draws the page itself rather than a skeleton to be replaced.
  await Promise.all([initI18n(lang), isHomePath(pathname) ? HomePage.preload() : null]);
  applyLanguageSideEffects(lang);
  registerDefaultPushes();
  startSession();
  const root = document.getElementById('root');
  if (!root) throw new Error('#root is missing from index.html');
  // A transition lets React render the first screen in slices, yielding to the browser between
  // them, instead of one long task that holds up input on a slow phone.
  startTransition(() => {
    createRoot(root).render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  });
}

void boot();
