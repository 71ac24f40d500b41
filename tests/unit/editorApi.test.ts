import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { applyEditMarks } from '../../src/app/editMarks';
import { dataPathOf, isLoopbackHost, resolvePageFile, type EditorContent } from '../../src/engine/editor/editorApi';
import { resolvedBlockSchema } from '../../src/engine/editor/formSchema';
import { PROJECT_ROOT } from '../support/paths';

const root = mkdtempSync(path.join(tmpdir(), 'fernwise-editor-unit-'));
const pagesDir = path.join(root, 'pages');
mkdirSync(pagesDir);
writeFileSync(path.join(pagesDir, 'a.yaml'), 'path: /a\n');
writeFileSync(path.join(root, 'secret.yaml'), 'x: 1\n');
symlinkSync(path.join(root, 'secret.yaml'), path.join(pagesDir, 'leak.yaml'));
symlinkSync(root, path.join(pagesDir, 'up'));
const content = { root, pagesDir } as EditorContent;

afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('the editor API’s pure parts', () => {
  it('reads a diagnostic’s location as a data path and a block index', () => {
    expect(dataPathOf('blocks[2] (rate-table) › rows[0].apy')).toEqual(['blocks', 2, 'rows', 0, 'apy']);
    expect(dataPathOf('title')).toEqual(['title']);
    expect(dataPathOf('')).toEqual([]);
  });

  it('accepts only loopback hosts on the server’s port', () => {
    expect(isLoopbackHost('127.0.0.1:5173', 5173)).toBe(true);
    expect(isLoopbackHost('localhost:5173', 5173)).toBe(true);
    expect(isLoopbackHost('[::1]:5173', 5173)).toBe(true);
    expect(isLoopbackHost('127.0.0.1:5174', 5173)).toBe(false);
    expect(isLoopbackHost('evil.example:5173', 5173)).toBe(false);
    expect(isLoopbackHost('127.0.0.1.evil.example', 5173)).toBe(false);
    expect(isLoopbackHost(undefined, 5173)).toBe(false);
  });

  it('resolves a target only to a .yaml file right in pages/, after realpath', () => {
    expect(resolvePageFile(content, 'pages/a.yaml').name).toBe('a.yaml');
    expect(resolvePageFile(content, 'pages/new-page.yaml').name).toBe('new-page.yaml');
    for (const bad of [
      'pages/leak.yaml',
      'pages/up/secret.yaml',
      'pages/../secret.yaml',
      'secret.yaml',
      'pages/a.yml',
    ]) {
      expect(() => resolvePageFile(content, bad), bad).toThrow();
    }
    expect(() => resolvePageFile(content, 42)).toThrow();
  });

  it('resolves every $ref of a block schema for a form, keeping the referring description', () => {
    const hero = resolvedBlockSchema(path.join(PROJECT_ROOT, 'schema'), 'hero');
    expect(JSON.stringify(hero)).not.toContain('$ref');
    const properties = hero.properties as Record<string, { type?: string; description?: string }>;
    expect(properties.eyebrow).toMatchObject({
      type: 'string',
      description: 'A short line above the title, such as a product name or 404.',
    });
  });

  it('leaves no mark of a block that renders nothing, and marks the next one', () => {
    const body = '<fw-edit-block data-i=0></fw-edit-block><fw-edit-block data-i=1></fw-edit-block><div>z</div>';
    expect(applyEditMarks(body)).toBe('<div data-fw-block="1">z</div>');
  });

  it('marks each top-level block of a preview with its index', () => {
    const body =
      '<main><fw-edit-block data-i="0"></fw-edit-block><section class=a>x</section>' +
      '<fw-edit-block data-i=1></fw-edit-block><fw-island data-island="b">y</fw-island></main>';
    expect(applyEditMarks(body)).toBe(
      '<main><section data-fw-block="0" class=a>x</section><fw-island data-fw-block="1" data-island="b">y</fw-island></main>',
    );
  });
});
