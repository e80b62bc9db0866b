// Runs inline in index.html before the app (scripts/inline-color-scheme.ts puts it there; the
// server allows it by its hash): applies the colour scheme and the page language at once, so a
// dark-mode or non-Greek visitor never sees a white or Greek flash while the bundle loads.
/* global window, document */
(function () {
  var root = document.documentElement;
  var stored = null;
  try {
    stored = window.localStorage.getItem('mantine-color-scheme-value');
  } catch {
    stored = null;
  }
  var scheme = stored === 'light' || stored === 'dark' ? stored : null;
  if (!scheme) {
    scheme =
      window.matchMedia && window.matchMedia('(prefers-color-scheme: dark)').matches
        ? 'dark'
        : 'light';
  }
  root.setAttribute('data-mantine-color-scheme', scheme);
  var lang = window.location.pathname.split('/')[1];
  if (lang === 'el' || lang === 'en' || lang === 'ru' || lang === 'sq')
    root.setAttribute('lang', lang);
})();
