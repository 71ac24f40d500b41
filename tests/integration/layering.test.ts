// @vitest-environment node
import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from '../support/paths';

const DEPCRUISE = path.join(PROJECT_ROOT, 'node_modules/.bin/depcruise');

interface CruiseOutput {
  summary: { violations: { rule: { name: string }; from: string; to: string }[] };
}

function cruise(root: string, folders = ['src']): CruiseOutput['summary']['violations'] {
  const result = spawnSync(DEPCRUISE, [...folders, '--config', '.dependency-cruiser.cjs', '--output-type', 'json'], {
    cwd: root,
    encoding: 'utf8',
  });
  return (JSON.parse(result.stdout) as CruiseOutput).summary.violations;
}

const scratch = mkdtempSync(path.join(tmpdir(), 'fernwise-layers-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** A copy of the project's rules in a folder of its own, holding only `files`. */
function projectWith(name: string, files: Record<string, string>): string {
  const dir = path.join(scratch, name);
  mkdirSync(dir, { recursive: true });
  cpSync(path.join(PROJECT_ROOT, '.dependency-cruiser.cjs'), path.join(dir, '.dependency-cruiser.cjs'));
  cpSync(path.join(PROJECT_ROOT, 'tsconfig.json'), path.join(dir, 'tsconfig.json'));
  symlinkSync(path.join(PROJECT_ROOT, 'node_modules'), path.join(dir, 'node_modules'));
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), text);
  }
  return dir;
}

describe('the layering rule of npm run lint', () => {
  // The whole project: about 15 s of depcruise on an idle two-core machine.
  it('finds nothing wrong in the project', { timeout: 120_000 }, () => {
    expect(cruise(PROJECT_ROOT).map(({ rule, from, to }) => `${rule.name}: ${from} → ${to}`)).toEqual([]);
  });

  it('catches an import circle and each kind of upward import', { timeout: 60_000 }, () => {
    cpSync(path.join(PROJECT_ROOT, '.dependency-cruiser.cjs'), path.join(scratch, '.dependency-cruiser.cjs'));
    cpSync(path.join(PROJECT_ROOT, 'tsconfig.json'), path.join(scratch, 'tsconfig.json'));
    symlinkSync(path.join(PROJECT_ROOT, 'node_modules'), path.join(scratch, 'node_modules'));
    const files: Record<string, string> = {
      'src/ui/Button.ts': "import { Hero } from '../blocks/Hero/Hero';\nexport const Button = Hero;\n",
      'src/blocks/Hero/Hero.ts': "import { Button } from '../../ui/Button';\nexport const Hero = () => Button;\n",
      'src/shell/Footer.ts': "import { Hero } from '../blocks/Hero/Hero';\nexport const Footer = Hero;\n",
      'src/engine/build.ts': "import { Footer } from '../shell/Footer';\nexport const build = Footer;\n",
      'src/core/format.ts': "import { useState } from 'react';\nexport const format = useState;\n",
    };
    for (const [file, text] of Object.entries(files)) {
      mkdirSync(path.dirname(path.join(scratch, file)), { recursive: true });
      writeFileSync(path.join(scratch, file), text);
    }
    const rules = new Set(cruise(scratch).map(({ rule }) => rule.name));
    expect([...rules].sort()).toEqual([
      'core-has-no-react',
      'engine-has-no-browser-code',
      'no-circular',
      'shell-does-not-know-blocks',
      'ui-below-blocks-and-shell',
    ]);
  });

  it(
    "catches each crossing of the engine's folders, a block importing another, and the other gaps",
    { timeout: 60_000 },
    () => {
      const exported = (name: string, from?: string) =>
        `${from ? `import { x as y } from '${from}';\n` : ''}export const x = ${from ? 'y' : '1'};\nexport const ${name} = x;\n`;
      const dir = projectWith('engine', {
        'src/engine/build/b.ts': exported('b'),
        'src/engine/render/r.ts': exported('r', '../hosting/h.ts'),
        'src/engine/hosting/h.ts': exported('h', '../build/b.ts'),
        'src/engine/vite/v.ts': exported('v'),
        'src/engine/content/c.ts': exported('c', '../render/r.ts'),
        'src/engine/shared/s.ts': exported('s', '../content/c.ts'),
        'src/engine/codegen/g.ts': exported('g', '../vite/v.ts'),
        'src/engine/build/usesPlugin.ts': exported('p', '../vite/v.ts'),
        'src/engine/lsp/l.ts': exported('l', '../build/b.ts'),
        'src/blocks/Faq/Faq.ts': exported('faq', '../Hero/Hero.ts'),
        'src/blocks/Hero/Hero.ts': exported('hero'),
        'src/blocks/Hero/Island.ts': exported('island', '../../generated/islands.ts'),
        'src/generated/islands.ts': exported('islands'),
        'src/ui/Routes.ts': "import routes from 'virtual:fernwise/routes';\nexport const r = routes;\n",
        'src/app/Other.ts': "import other from 'virtual:fernwise/other';\nexport const o = other;\n",
        'scripts/tool.ts': exported('tool', '../tests/helper.ts'),
        'tests/helper.ts': exported('helper'),
      });
      const rules = new Set(cruise(dir, ['src', 'scripts']).map(({ rule }) => rule.name));
      expect([...rules].sort()).toEqual([
        'blocks-are-independent',
        'build-and-render-do-not-use-the-plugins',
        'content-knows-only-content',
        'diagnostics-and-shared-are-leaves',
        'lists-of-blocks-are-for-the-app',
        'lsp-checks-content-only',
        'no-unknown-virtual-module',
        'outputs-do-not-know-the-build',
        'render-knows-no-hosting-or-build',
        'scripts-do-not-import-tests',
        'virtual-modules-for-the-app',
      ]);
    },
  );
});
