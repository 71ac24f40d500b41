import type { ReactNode } from 'react';
import { buttonStyle } from '../ui/buttonStyle';
import { Island } from '../ui/islands/Island';
import { SmartLink } from '../ui/SmartLink';
import { useSite } from '../ui/SiteContext';
import { CookieConsent } from './CookieConsent';
import { Footer } from './Footer';
import { Header } from './Header';
import { LoadingOverlay } from './LoadingOverlay';
import notFoundLog from './NotFound/notFoundLog.island';
import classes from './Shell.module.css';

export const MAIN_CONTENT_ID = 'main-content';

/**
 * Skip link, cookie banner, navigation, the page, footer: the frame around every page. On phones the page ends with
 * the site's call to action (navigation.stickyCta), held at the bottom of the screen once the visitor has scrolled
 * past the page's first block, the hero: CSS alone (a sticky bar, shown by a scroll-driven animation on the hero's
 * view timeline where the browser has them, always shown where it does not).
 */
export function Shell({ notFound = false, children }: { notFound?: boolean; children: ReactNode }) {
  const { labels, navigation } = useSite();
  const cta = navigation.stickyCta;
  return (
    <>
      <a href={`#${MAIN_CONTENT_ID}`} className={classes.skip}>
        {labels.skipToContent}
      </a>
      <CookieConsent />
      <Header />
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className={classes.main}>
        {children}
        {cta && !notFound ? (
          <div className={classes.stickyCta}>
            <SmartLink href={cta.href} {...buttonStyle('filled', 'md')}>
              {cta.label}
            </SmartLink>
          </div>
        ) : null}
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
