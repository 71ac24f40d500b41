import type { ReactNode } from 'react';
import { useSite } from '../app/SiteContext';
import { CookieConsent } from './CookieConsent';
import { Footer } from './Footer';
import { NavBar } from './NavBar';
import classes from './Shell.module.css';

export const MAIN_CONTENT_ID = 'main-content';

/** Skip link, navigation, the page, footer: the frame around every route. */
export function Shell({ children }: { children: ReactNode }) {
  const { labels } = useSite();
  return (
    <>
      <a href={`#${MAIN_CONTENT_ID}`} className={classes.skip}>
        {labels.skipToContent}
      </a>
      <CookieConsent />
      <NavBar />
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className={classes.main}>
        {children}
      </main>
      <Footer />
    </>
  );
}
