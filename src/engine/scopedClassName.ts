import { createHash } from 'node:crypto';
import path from 'node:path';

/**
 * A CSS module class name for the built site: `_` and five characters from a hash of the class and its file
 * (relative to the project), so the server bundle, the client bundle and every build agree, and a page's HTML
 * spends a handful of bytes per class instead of thirty. Development keeps Vite's readable names.
 */
export function scopedClassName(root: string): (name: string, filename: string) => string {
  return (name, filename) => {
    const file = path.relative(root, filename.split('?')[0]).split(path.sep).join('/');
    const digest = createHash('sha256').update(`${file}:${name}`).digest('base64url');
    return `_${digest.replace(/[-_]/g, '').slice(0, 5)}`;
  };
}
