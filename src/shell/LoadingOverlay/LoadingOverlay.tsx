import { Loader } from '@mantine/core';
import { Island } from '../../ui/islands/Island';
import { useSite } from '../../ui/SiteContext';
import { VisuallyHidden } from '../../ui/VisuallyHidden';
import loadingOverlay from './loadingOverlay.island';
import classes from './LoadingOverlay.module.css';

/**
 * The overlay that covers a page while the next page of the site is slow to arrive: written into every page hidden,
 * shown by its island only when a move to another page has not committed 400 ms after it started (never on a first
 * visit, a fast move or a prerendered page). The visual overlay is hidden from assistive technology; the island puts
 * its two lines into the polite status region beside it as it shows. It holds nothing focusable. The brand mark and
 * the rings are drawn by the stylesheet, so the overlay costs a page a few hundred bytes.
 */
export function LoadingOverlay() {
  const { loadingOverlay: copy } = useSite();
  if (!copy) return null;
  return (
    <Island of={loadingOverlay} when="idle" props={null}>
      <VisuallyHidden role="status" />
      <div className={classes.overlay} aria-hidden="true" hidden>
        <span className={classes.emblem}>
          <span className={classes.mark} />
        </span>
        <p className={classes.heading}>{copy.heading}</p>
        <p className={classes.text}>{copy.text}</p>
        <Loader type="dots" className={classes.dots} />
      </div>
    </Island>
  );
}
