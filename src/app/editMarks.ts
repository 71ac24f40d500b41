import { EDIT_MARK_TAG } from './BlockList';

const MARK = new RegExp(
  `<${EDIT_MARK_TAG} data-i="?(\\d+)"?></${EDIT_MARK_TAG}>(\\s*)<(?!${EDIT_MARK_TAG})([a-zA-Z][\\w-]*)`,
  'g',
);
const LEFTOVER = new RegExp(`<${EDIT_MARK_TAG}[^>]*></${EDIT_MARK_TAG}>`, 'g');

/**
 * The editor's preview: each mark the block list put before a page's block (`<fw-edit-block data-i="2">`) taken
 * out, and its index written on the block's top-level element as `data-fw-block="2"`, so a click in the preview
 * names its block. A block that renders nothing leaves no mark.
 */
export function applyEditMarks(body: string): string {
  return body
    .replace(MARK, (_, index: string, space: string, tag: string) => `${space}<${tag} data-fw-block="${index}"`)
    .replace(LEFTOVER, '');
}
