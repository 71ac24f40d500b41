import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import classes from './editor.module.css';
import { mark } from './timing';

type FromFrame =
  | { type: 'fernwise:ready' }
  | { type: 'fernwise:shown'; version: number }
  | { type: 'fernwise:select-block'; index: number };

function fromFrame(data: unknown): FromFrame | null {
  if (typeof data !== 'object' || data === null || !('type' in data)) return null;
  const message = data as Record<string, unknown>;
  if (message.type === 'fernwise:ready') return { type: 'fernwise:ready' };
  if (message.type === 'fernwise:shown' && typeof message.version === 'number') {
    return { type: 'fernwise:shown', version: message.version };
  }
  if (message.type === 'fernwise:select-block' && Number.isInteger(message.index)) {
    return { type: 'fernwise:select-block', index: message.index as number };
  }
  return null;
}

/**
 * The editor's side of the preview frame's messages (see src/engine/editor/previewFrame.ts). A new preview is
 * handed to the frame as soon as it arrives, without waiting for a render of the editor; the frame's first
 * document is its `srcdoc`, version 1, and each later preview counts one more. The version the frame last showed is
 * written on it as `data-preview-version` (tests wait on it).
 */
export class PreviewChannel {
  private frame: HTMLIFrameElement | null = null;
  private ready = false;
  private version = 1;
  private pending: string | null = null;
  private selected: number | 'page' = 'page';

  constructor(private readonly onSelectBlock: (index: number) => void) {}

  attach(frame: HTMLIFrameElement | null): void {
    this.frame = frame;
    this.ready = false;
  }

  /** Shows a later preview (the page's head tags and body) in the frame. */
  show(html: string): void {
    this.version += 1;
    this.pending = html;
    this.flush();
  }

  select(selected: number | 'page', reveal: boolean): void {
    this.selected = selected;
    if (this.ready) this.post({ type: 'fernwise:select', selected, reveal });
  }

  receive(event: MessageEvent): void {
    const frame = this.frame;
    if (!frame || event.source === null || event.source !== frame.contentWindow) return;
    const message = fromFrame(event.data);
    if (message?.type === 'fernwise:ready' && !this.ready) {
      this.ready = true;
      this.shown(1);
      this.post({ type: 'fernwise:select', selected: this.selected, reveal: false });
      this.flush();
    } else if (message?.type === 'fernwise:shown') {
      this.shown(message.version);
    } else if (message?.type === 'fernwise:select-block') {
      this.onSelectBlock(message.index);
    }
  }

  private shown(version: number): void {
    this.frame?.setAttribute('data-preview-version', String(version));
    mark('shown');
  }

  private flush(): void {
    if (!this.ready || this.pending === null) return;
    this.post({ type: 'fernwise:preview', version: this.version, html: this.pending, selected: this.selected });
    this.pending = null;
  }

  /** To the frame's opaque origin, which has no name to give: what is sent is the page, nothing of the editor. */
  private post(message: Record<string, unknown>): void {
    this.frame?.contentWindow?.postMessage(message, '*');
  }
}

export interface PreviewProps {
  /** The frame's whole document: the first preview. Later ones go through `channel`. */
  html: string;
  channel: PreviewChannel;
  selected: number | 'page';
}

/**
 * The page as the build renders it, unsaved changes included, in a frame beside the form. The frame is sandboxed
 * without `allow-same-origin`: its document (the server's, with the site's stylesheet inlined and a small script)
 * has an opaque origin, so nothing in it can reach the editor's document, its session token or its API. The editor
 * and the frame talk by `postMessage` (PreviewChannel): each later preview is swapped into the frame's `<main>` in
 * place (no reload: the scroll position stays), the selected block is marked, and a click on a block in the frame
 * selects it (no click reaches the page, so links do not navigate the frame).
 */
export function Preview({ html, channel, selected }: PreviewProps) {
  const frame = useRef<HTMLIFrameElement>(null);
  const [firstHtml] = useState(html);

  // Before the frame can speak: its first message may come before a passive effect would run.
  useLayoutEffect(() => {
    channel.attach(frame.current);
    const onMessage = (event: MessageEvent) => channel.receive(event);
    window.addEventListener('message', onMessage);
    return () => {
      window.removeEventListener('message', onMessage);
      channel.attach(null);
    };
  }, [channel]);

  useEffect(() => {
    channel.select(selected, true);
  }, [channel, selected]);

  return (
    <iframe
      ref={frame}
      className={classes.preview}
      title="Preview of the page with unsaved changes"
      sandbox="allow-scripts"
      srcDoc={firstHtml}
    />
  );
}
