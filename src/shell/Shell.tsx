import type { ReactNode } from 'react';
import { Island } from '../ui/islands/Island';
import { useSite } from '../ui/SiteContext';
import { CookieConsent } from './CookieConsent';
import { Footer } from './Footer';
import { Header } from './Header';
import { LoadingOverlay } from './LoadingOverlay';
import notFoundLog from './NotFound/notFoundLog.island';
import classes from './Shell.module.css';

export const MAIN_CONTENT_ID = 'main-content';

/** Skip link, cookie banner, navigation, the page, footer: the frame around every page. */
export function Shell({ notFound = false, children }: { notFound?: boolean; children: ReactNode }) {
  const { labels } = useSite();
  return (
    <>
      <a href={`#${MAIN_CONTENT_ID}`} className={classes.skip}>
        {labels.skipToContent}
      </a>
      <CookieConsent />
      <Header />
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className={classes.main}>
        {children}
      </main>
      <Footer />
      <LoadingOverlay />
      {notFound ? (
        <Island of={notFoundLog} when="load" props={null}>
          {null}
        </Island>
      ) : null}
    </>
  );
}
