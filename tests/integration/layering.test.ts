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

function cruise(root: string): CruiseOutput['summary']['violations'] {
  const result = spawnSync(DEPCRUISE, ['src', '--config', '.dependency-cruiser.cjs', '--output-type', 'json'], {
    cwd: root,
    encoding: 'utf8',
  });
  return (JSON.parse(result.stdout) as CruiseOutput).summary.violations;
}

const scratch = mkdtempSync(path.join(tmpdir(), 'fernwise-layers-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

describe('the layering rule of npm run lint', () => {
  it('finds nothing wrong in the project', () => {
    expect(cruise(PROJECT_ROOT).map(({ rule, from, to }) => `${rule.name}: ${from} → ${to}`)).toEqual([]);
  });

  it('catches an import circle and each kind of upward import', () => {
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
});
