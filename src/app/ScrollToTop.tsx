import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/** Starts each newly visited page at its top, or at its #anchor, as a full page load would. */
export function ScrollToTop() {
  const { pathname, hash } = useLocation();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    if (hash) document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView();
    else window.scrollTo(0, 0);
  }, [pathname, hash]);
  return null;
}
