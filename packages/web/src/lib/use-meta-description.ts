import { useEffect } from 'react';

/**
 * Sets `<meta name="description">` while the page is shown (search engines and link previews
 * read it), and puts the site's own description back when it goes.
 */
export function useMetaDescription(text: string | undefined): void {
  useEffect(() => {
    if (!text) return;
    let meta = document.querySelector<HTMLMetaElement>('meta[name="description"]');
    const created = !meta;
    if (!meta) {
      meta = document.createElement('meta');
      meta.name = 'description';
      document.head.append(meta);
    }
    const previous = meta.content;
    meta.content = text;
    return () => {
      if (created) meta.remove();
      else meta.content = previous;
    };
  }, [text]);
}
