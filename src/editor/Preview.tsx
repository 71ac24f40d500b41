import { useEffect, useRef, useState } from 'react';
import classes from './editor.module.css';
import { mark as markStep } from './timing';

export interface PreviewProps {
  html: string;
  /** Counts the previews shown, written on the frame as `data-preview-version` (tests and the bench wait on it). */
  version: number;
  selected: number | 'page';
  onSelectBlock: (index: number) => void;
}

const MARK_STYLE =
  '[data-fw-block]{cursor:pointer}[data-fw-block]:hover{outline:2px dashed var(--mantine-color-fern-6);outline-offset:-2px}' +
  '[data-fw-selected]{outline:3px solid var(--mantine-color-fern-7);outline-offset:-3px}';

/**
 * The page as the build renders it, unsaved changes included, in a frame beside the form. The frame runs the dev
 * page's scripts (under the dev server the stylesheets arrive through Vite's client, so a frame without scripts
 * shows the page unstyled); a click is caught before it reaches the page, so links do not navigate the frame. The
 * editor marks the selected block and turns a click on a block into its selection, keeping the scroll position.
 */
export function Preview({ html, version, selected, onSelectBlock }: PreviewProps) {
  const frame = useRef<HTMLIFrameElement>(null);
  const scroll = useRef(0);
  // The frame loads the first preview; each later one is swapped into its body in place (no reload: the dev
  // page's stylesheets, which Vite's client brings, stay, and the scroll position with them).
  const [firstHtml] = useState(html);
  const loadedVersion = useRef(0);

  const mark = (doc: Document, index: number | 'page', reveal: boolean) => {
    for (const element of doc.querySelectorAll('[data-fw-selected]')) element.removeAttribute('data-fw-selected');
    if (index === 'page') return;
    const element = doc.querySelector(`[data-fw-block="${index}"]`);
    element?.setAttribute('data-fw-selected', '');
    if (reveal) element?.scrollIntoView({ block: 'nearest' });
  };

  const onLoad = () => {
    const doc = frame.current?.contentDocument;
    if (!doc) return;
    const style = doc.createElement('style');
    style.textContent = MARK_STYLE;
    doc.head.append(style);
    doc.defaultView?.scrollTo(0, scroll.current);
    doc.addEventListener('scroll', () => {
      scroll.current = doc.defaultView?.scrollY ?? 0;
    });
    doc.addEventListener(
      'click',
      (event) => {
        const target = event.target instanceof Element ? event.target.closest('[data-fw-block]') : null;
        event.preventDefault();
        if (target) onSelectBlock(Number(target.getAttribute('data-fw-block')));
      },
      true,
    );
    mark(doc, selected, false);
    loadedVersion.current = version;
    frame.current?.setAttribute('data-preview-version', String(version));
  };

  useEffect(() => {
    const doc = frame.current?.contentDocument;
    if (!doc || loadedVersion.current === 0 || version <= loadedVersion.current) return;
    const next = new DOMParser().parseFromString(html, 'text/html');
    const main = doc.querySelector('main');
    const nextMain = next.querySelector('main');
    if (main && nextMain) main.replaceWith(doc.importNode(nextMain, true));
    else doc.body.replaceWith(doc.importNode(next.body, true));
    doc.title = next.title;
    mark(doc, selected, false);
    loadedVersion.current = version;
    frame.current?.setAttribute('data-preview-version', String(version));
    markStep('shown');
    // Only a new preview swaps the page; a new selection is marked by the effect below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [html, version]);

  useEffect(() => {
    const doc = frame.current?.contentDocument;
    if (doc?.readyState === 'complete') mark(doc, selected, true);
  }, [selected]);

  return (
    <iframe
      ref={frame}
      className={classes.preview}
      title="Preview of the page with unsaved changes"
      sandbox="allow-same-origin allow-scripts"
      srcDoc={firstHtml}
      onLoad={onLoad}
    />
  );
}
