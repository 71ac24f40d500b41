import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { declaredAssets, routeSizes, staticImports } from '../../scripts/bench/assetSizes';

const site = path.join(import.meta.dirname, 'fixtures/benchSite');
const read = (file: string) => readFileSync(path.join(site, file), 'utf8');

describe("the bench's reading of a built page (htmlparser2, es-module-lexer)", () => {
  it('finds the script files, module preloads and stylesheets a page loads, not comments, data or text', () => {
    expect(declaredAssets(read('index.html'))).toEqual({
      scripts: ['/assets/entry.js', '/assets/shared.js'],
      styles: ['/assets/site.css', '/assets/Faq.css'],
    });
  });

  it("follows a module's static imports and re-exports, not dynamic imports, comments or strings", () => {
    expect(staticImports(read('assets/entry.js'))).toEqual(['./shared.js', './side-effect.js', './reexported.js']);
    expect(staticImports('const x = 1;')).toEqual([]);
    expect(staticImports('import("./a.js"); import.meta.url;')).toEqual([]);
    expect(staticImports('import "react"; import "./b.js";')).toEqual(['./b.js']);
  });

  it("sizes a route's initial JavaScript: its scripts, what they import statically, and the inline loader", () => {
    const sizes = routeSizes(site, '/', 'index.html');
    expect([...sizes.js.files].sort()).toEqual([
      'assets/entry.js',
      'assets/reexported.js',
      'assets/shared.js',
      'assets/side-effect.js',
    ]);
    expect(sizes.notPreloaded.sort()).toEqual(['assets/reexported.js', 'assets/side-effect.js']);
    expect(sizes.css.files).toEqual(['assets/site.css', 'assets/Faq.css']);
    expect(sizes.inlineJs.raw).toBeGreaterThan(0);
    expect(sizes.js.gzip).toBeGreaterThan(0);
  });
});
