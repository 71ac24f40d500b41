import { readFile } from 'node:fs/promises';
import path from 'node:path';
import postcss, { type AcceptedPlugin, type Plugin, type Root } from 'postcss';

type Tokens = Record<string, string>;
type Resolve = (file: string, importer: string) => Promise<string | undefined> | string | undefined;

const IMPORT = /^:import\((.+)\)$/;

function unquote(text: string): string {
  return text.trim().replace(/^["']|["']$/g, '');
}

/**
 * How CSS modules read a stylesheet named in `composes: x from '…'` (Vite's `css.modules.Loader`): for its
 * class names only. postcss-modules' own loader also copies the named stylesheet's rules into every stylesheet
 * that composes from it, so the shared card styles of ui/ ended up in the site's one stylesheet once per block
 * that uses them, and, having no source file, made Vite warn on every build that "a PostCSS plugin did not pass
 * the `from` option". The site's stylesheet imports every module of ui/ itself (src/app/styles.ts), so the rules
 * are there once, under the same class names: each file is scoped with its own absolute path, as when Vite
 * compiles it directly.
 */
export class ComposedClassNamesLoader {
  private readonly tokensByFile = new Map<string, Promise<Tokens>>();

  constructor(
    private readonly root: string,
    private readonly plugins: AcceptedPlugin[],
    private readonly resolve?: Resolve,
  ) {}

  /** The class names `file` exports, `file` as written in `composes … from`, relative to `importer`. */
  async fetch(file: string, importer: string): Promise<Tokens> {
    const name = unquote(file);
    const resolved =
      (await this.resolve?.(name, importer)) ?? path.resolve(path.dirname(path.resolve(this.root, importer)), name);
    let tokens = this.tokensByFile.get(resolved);
    if (!tokens) {
      tokens = this.load(resolved);
      this.tokensByFile.set(resolved, tokens);
    }
    return tokens;
  }

  /** Nothing is copied into the stylesheet that composes: see the class comment. */
  get finalSource(): string {
    return '';
  }

  private async load(file: string): Promise<Tokens> {
    const tokens: Tokens = {};
    const collect: Plugin = {
      postcssPlugin: 'fernwise-composed-class-names',
      OnceExit: async (root: Root) => {
        // `:import("other.css") { alias: name }` from a file that composes in turn; then `:export { name: scoped }`.
        const aliases = new Map<string, string>();
        const imports: Promise<void>[] = [];
        root.each((node) => {
          const match = node.type === 'rule' ? IMPORT.exec(node.selector) : null;
          if (node.type !== 'rule' || !match) return;
          imports.push(
            this.fetch(match[1], file).then((imported) => {
              node.each((declaration) => {
                if (declaration.type === 'decl') aliases.set(declaration.prop, imported[declaration.value] ?? '');
              });
            }),
          );
        });
        await Promise.all(imports);
        root.each((node) => {
          if (node.type !== 'rule' || node.selector !== ':export') return;
          node.each((declaration) => {
            if (declaration.type !== 'decl') return;
            tokens[declaration.prop] = declaration.value
              .split(/\s+/)
              .map((part) => aliases.get(part) ?? part)
              .join(' ');
          });
        });
      },
    };
    await postcss([...this.plugins, collect]).process(await readFile(file, 'utf8'), { from: file });
    return tokens;
  }
}
