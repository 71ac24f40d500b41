import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { readContentFile } from '../../src/engine/content/session/contentSet';
import { restore, summarise } from '../../src/engine/content/session/readingSummary';
import { locate } from '../../src/engine/content/yaml/yamlSource';

const root = path.resolve(import.meta.dirname, '../..');
const pagesDir = mkdtempSync(path.join(tmpdir(), 'reading-summary-'));
const options = { root, pagesDir, schemaDir: path.join(root, 'schema') };
afterAll(() => rmSync(pagesDir, { recursive: true, force: true }));

describe('a summary sent with its text digested', () => {
  cpSync(path.join(root, 'pages/about.yaml'), path.join(pagesDir, 'about.yaml'));
  const file = path.join(pagesDir, 'about.yaml');
  const text = readFileSync(file, 'utf8');

  it('leaves the text out and restores a reading that reads it again when asked', () => {
    const read = readContentFile('about.yaml', options);
    const summary = summarise(read, 'digest');
    expect(summary.text).toBeUndefined();
    expect(JSON.stringify(summary)).not.toContain('the people who use them');
    const restored = restore(summary, root);
    expect(restored.source?.text).toBe(text);
    expect(restored.source?.data).toEqual(read.source?.data);
    if (!restored.source || !read.source) throw new Error('about.yaml did not parse');
    expect(locate(restored.source, ['blocks', 1])).toEqual(locate(read.source, ['blocks', 1]));
  });

  it('refuses a text that changed after it was read, naming the file', () => {
    const summary = summarise(readContentFile('about.yaml', options), 'digest');
    writeFileSync(file, text.replace('title:', 'title:  '));
    try {
      const restored = restore(summary, root);
      expect(() => restored.source?.data).toThrow(/about\.yaml changed while it was being validated; validate again/);
    } finally {
      writeFileSync(file, text);
    }
  });
});
