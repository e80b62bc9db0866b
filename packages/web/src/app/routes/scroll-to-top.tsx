import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/** The path without its language, so switching language keeps the scroll position. */
function pageOf(pathname: string): string {
  return pathname.replace(/^\/(el|en|ru|sq)(?=\/|$)/, '') || '/';
}

/** Navigation starts at the top of the new page (SPEC §2). */
export function ScrollToTop() {
  const { pathname } = useLocation();
  const previous = useRef(pageOf(pathname));
  useEffect(() => {
    const page = pageOf(pathname);
    if (page !== previous.current) window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
    previous.current = page;
  }, [pathname]);
  return null;
}
