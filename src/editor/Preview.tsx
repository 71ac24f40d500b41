import { useEffect, useRef } from 'react';
import classes from './editor.module.css';

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
 * The page as the build renders it, unsaved changes included, in a frame beside the form. The frame runs no script
 * (sandbox without allow-scripts: the static page is what a visitor first sees); the editor marks the selected
 * block and turns a click on a block into its selection, keeping the scroll position across updates.
 */
export function Preview({ html, version, selected, onSelectBlock }: PreviewProps) {
  const frame = useRef<HTMLIFrameElement>(null);
  const scroll = useRef(0);

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
    frame.current?.setAttribute('data-preview-version', String(version));
  };

  useEffect(() => {
    const doc = frame.current?.contentDocument;
    if (doc?.readyState === 'complete') mark(doc, selected, true);
  }, [selected]);

  return (
    <iframe
      ref={frame}
      className={classes.preview}
      title="Preview of the page with unsaved changes"
      sandbox="allow-same-origin"
      srcDoc={html}
      onLoad={onLoad}
    />
  );
}
