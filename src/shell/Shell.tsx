import type { ReactNode } from 'react';
import { NOT_FOUND_PATH } from '../core/routePaths';
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
export function Shell({ currentPath, children }: { currentPath: string; children: ReactNode }) {
  const { labels } = useSite();
  return (
    <>
      <a href={`#${MAIN_CONTENT_ID}`} className={classes.skip}>
        {labels.skipToContent}
      </a>
      <CookieConsent />
      <Header currentPath={currentPath} />
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className={classes.main}>
        {children}
      </main>
      <Footer currentPath={currentPath} />
      <LoadingOverlay />
      {currentPath === NOT_FOUND_PATH ? (
        <Island of={notFoundLog} when="load" props={null}>
          {null}
        </Island>
      ) : null}
    </>
  );
}
