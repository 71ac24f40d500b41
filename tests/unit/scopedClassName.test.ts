import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { declaredClasses, scopedClassName } from '../../src/engine/assets/scopedClassName';

let root: string;

beforeAll(() => {
  root = mkdtempSync(path.join(tmpdir(), 'fernwise-classes-'));
  const write = (file: string, css: string) => {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), css);
  };
  write('src/blocks/Hero/Hero.module.css', '.hero{padding:1.5rem}.title{margin:0}');
  write('src/ui/Button.module.css', '.button{color:red}.button:hover{color:blue}');
  write('src/shell/Header.module.css', '.bar{position:fixed}');
  write('src/blocks/Many/Many.module.css', Array.from({ length: 70 }, (_, index) => `.c${index}{order:1}`).join(''));
});
afterAll(() => {
  rmSync(root, { recursive: true, force: true });
});

describe('scopedClassName', () => {
  it('lists the classes of src/ui/ first, then of src/shell/, then the rest, each once', () => {
    const classes = declaredClasses(root);
    expect(classes.slice(0, 2)).toEqual(['src/ui/Button.module.css:button', 'src/shell/Header.module.css:bar']);
    expect(classes.filter((key) => key.endsWith(':button'))).toHaveLength(1);
    expect(classes).toContain('src/blocks/Hero/Hero.module.css:title');
  });

  it('names a class by its place in base 62, the same for every build of the same modules', () => {
    const server = scopedClassName(root);
    const client = scopedClassName(root);
    const file = path.join(root, 'src/ui/Button.module.css');
    expect(server('button', `${file}?used`)).toBe('_a');
    expect(server('bar', path.join(root, 'src/shell/Header.module.css'))).toBe('_b');
    const names = declaredClasses(root).map((key) => {
      const [module, name] = key.split(':');
      return client(name, path.join(root, module));
    });
    expect(new Set(names).size).toBe(names.length);
    expect(names.every((name) => /^_[a-zA-Z0-9]{1,2}$/.test(name))).toBe(true);
    expect(names.some((name) => name.length === 3)).toBe(true);
  });

  it('gives a class of a module outside src/ five hash characters, which no place spells', () => {
    const name = scopedClassName(root)('thing', path.join(root, 'vendor/Thing.module.css'));
    expect(name).toMatch(/^_[a-zA-Z0-9]{5}$/);
  });
});
