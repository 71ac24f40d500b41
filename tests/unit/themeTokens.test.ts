import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { DEFAULT_THEME, mergeMantineTheme } from '@mantine/core';
import stylelint from 'stylelint';
import { describe, expect, it } from 'vitest';
import { theme } from '../../src/core/theme.ts';

/** The theme-token lint as `npm run lint` runs it: the project's config, from the project's root. */
const root = path.resolve(import.meta.dirname, '../..');
const configFile = path.join(root, 'stylelint.config.mjs');

interface Finding {
  rule: string;
  text: string;
}

async function lint(code: string, file = 'src/shell/Example.module.css'): Promise<Finding[]> {
  const { results } = await stylelint.lint({ code, codeFilename: path.join(root, file), configFile, cwd: root });
  const [result] = results;
  const invalid = result.invalidOptionWarnings.map(({ text }) => text);
  if (invalid.length > 0) throw new Error(`invalid stylelint options: ${invalid.join('; ')}`);
  return result.warnings.map(({ rule, text }) => ({ rule, text }));
}

/** The rules a declaration breaks, as a rule body inside `.x { … }`. */
async function rulesBroken(declarations: string): Promise<string[]> {
  return (await lint(`.x {\n  ${declarations}\n}\n`)).map(({ rule }) => rule);
}

describe('theme-token lint: colours', () => {
  it.each([
    ['a hex colour', 'color: #0f2119;', 'color-no-hex'],
    [
      'a hex colour in a gradient',
      'background: linear-gradient(var(--mantine-color-fern-9), #00422a);',
      'color-no-hex',
    ],
    ['a named colour', 'background: white;', 'color-named'],
    ['rgb() from numbers', 'background: rgb(255 255 255 / 12%);', 'fernwise/color-function-tokens'],
    ['hsl() from numbers', 'color: hsl(150 40% 20%);', 'fernwise/color-function-tokens'],
    [
      'a literal inside color-mix()',
      'color: color-mix(in srgb, rgb(0 0 0) 10%, transparent);',
      'fernwise/color-function-tokens',
    ],
    ['a colour literal in a custom property', '--ink: #13251c;', 'color-no-hex'],
  ])('catches %s', async (_name, declaration, rule) => {
    expect(await rulesBroken(declaration)).toEqual([rule]);
  });

  it('accepts theme variables, relative colours and color-mix() built from them, and colour keywords', async () => {
    expect(
      await rulesBroken(`
        color: var(--mantine-color-fern-8);
        background: rgb(from var(--mantine-color-white) r g b / 10%);
        border-color: color-mix(in srgb, var(--mantine-color-white) 12%, transparent);
        fill: currentColor;
        outline-color: transparent;
        stroke: inherit;
        background-image: url('data:image/svg+xml,%3Csvg fill=%22%23fff%22/%3E');`),
    ).toEqual([]);
  });
});

describe('theme-token lint: font sizes', () => {
  it.each([
    ['a px size', 'font-size: 14px;'],
    ['a rem size', 'font-size: 1.125rem;'],
    ['a fluid size from literals', 'font-size: clamp(1.5rem, 1.2rem + 1.2vw, 2rem);'],
    ['a keyword size', 'font-size: small;'],
    ['a px size in the font shorthand', 'font: 700 18px/1.2 sans-serif;'],
  ])('catches %s', async (_name, declaration) => {
    expect(await rulesBroken(declaration)).toEqual(['fernwise/font-size-tokens']);
  });

  it('accepts theme sizes, heading sizes, em, %, inherit, and sums of theme sizes', async () => {
    expect(
      await rulesBroken(`
        font-size: var(--mantine-font-size-sm);
        font-size: var(--mantine-h2-font-size);
        font-size: 0.875em;
        font-size: 90%;
        font-size: inherit;
        font-size: calc(var(--mantine-font-size-xl) * 1.5);
        font-size: clamp(var(--mantine-font-size-md), 1em, var(--mantine-font-size-xl));
        font: inherit;`),
    ).toEqual([]);
  });
});

describe('theme-token lint: spacing', () => {
  it.each([
    ['16px padding (md)', 'padding: 16px;', 'var(--mantine-spacing-md)'],
    ['a 0.625rem gap (xs)', 'gap: 0.625rem;', 'var(--mantine-spacing-xs)'],
    ['12px in a margin shorthand (sm)', 'margin: 0 0 12px;', 'var(--mantine-spacing-sm)'],
    ['2rem in padding-block (xl)', 'padding-block: 3.5rem 2rem;', 'var(--mantine-spacing-xl)'],
    ['a negative 20px margin (lg)', 'margin-top: -20px;', 'calc(-1 * var(--mantine-spacing-lg))'],
    ['16px inside calc() in an inset', 'top: calc(100% + 16px);', 'var(--mantine-spacing-md)'],
    ['10px in inset', 'inset: 10px 0 auto;', 'var(--mantine-spacing-xs)'],
  ])('catches %s', async (_name, declaration, fix) => {
    const findings = await lint(`.x { ${declaration} }`);
    expect(findings.map(({ rule }) => rule)).toEqual(['fernwise/spacing-tokens']);
    expect(findings[0].text).toContain(fix);
  });

  it('accepts spacing variables, values that are not a theme spacing, and lengths of other properties', async () => {
    expect(
      await rulesBroken(`
        padding: var(--mantine-spacing-md) 8px;
        margin: 0 auto var(--mantine-spacing-xl);
        gap: 4px;
        top: calc(100% + 8px);
        padding-block: 3.5rem var(--mantine-spacing-xl);
        margin-top: calc(-1 * var(--mantine-spacing-lg));
        width: 16px;
        --scroll-gap: 16px;`),
    ).toEqual([]);
  });

  it('knows the theme spacing: the config lists exactly the theme’s scale', async () => {
    const config = (await import(pathToFileURL(configFile).href)) as {
      default: { rules: Record<string, [true, { spacing: Record<string, string> }]> };
    };
    const [, { spacing }] = config.default.rules['fernwise/spacing-tokens'];
    const themeSpacing = Object.fromEntries(
      Object.entries(mergeMantineTheme(DEFAULT_THEME, theme).spacing).map(([name, value]) => [
        name,
        /^calc\(([\d.]+rem) \* var\(--mantine-scale\)\)$/.exec(value)?.[1] ?? value,
      ]),
    );
    expect(spacing).toEqual(themeSpacing);
  });
});

describe('theme-token lint: radii and shadows', () => {
  it.each([
    ['a px radius', 'border-radius: 8px;'],
    ['a rem corner radius', 'border-top-left-radius: 0.5rem;'],
    ['a 999px pill', 'border-radius: 999px;'],
  ])('catches %s', async (_name, declaration) => {
    expect(await rulesBroken(declaration)).toEqual(['fernwise/radius-tokens']);
  });

  it('accepts radius variables, 0, 50%, 9999px and a calc() from a radius variable', async () => {
    expect(
      await rulesBroken(`
        border-radius: var(--mantine-radius-md);
        border-radius: var(--mantine-radius-lg) var(--mantine-radius-lg) 0 0;
        border-radius: 50%;
        border-radius: 0;
        border-radius: 9999px;
        border-end-start-radius: calc(var(--mantine-radius-md) - 1px);`),
    ).toEqual([]);
  });

  it.each([
    ['a literal shadow', 'box-shadow: 0 16px 40px var(--mantine-color-gray-3);'],
    ['a shadow from another variable', 'box-shadow: var(--focus-halo);'],
    [
      'a theme shadow plus a literal one',
      'box-shadow: var(--mantine-shadow-sm), inset 0 0 0 1px var(--mantine-color-gray-3);',
    ],
  ])('catches %s', async (_name, declaration) => {
    expect(await rulesBroken(declaration)).toEqual(['fernwise/shadow-tokens']);
  });

  it('catches a literal shadow with a literal colour under both rules', async () => {
    expect((await rulesBroken('box-shadow: 0 10px 28px rgb(19 37 28 / 10%);')).sort()).toEqual([
      'fernwise/color-function-tokens',
      'fernwise/shadow-tokens',
    ]);
  });

  it('accepts shadow variables, lists of them, and none', async () => {
    expect(
      await rulesBroken(`
        box-shadow: var(--mantine-shadow-dropdown);
        box-shadow: var(--mantine-shadow-sm), var(--mantine-shadow-focus-halo);
        box-shadow: none;`),
    ).toEqual([]);
  });
});

describe('theme-token lint: variables of the stylesheet’s own', () => {
  it('accepts a variable the stylesheet sets only to theme values', async () => {
    const css = `
      .field { --field-size: var(--mantine-font-size-md); --corner: var(--mantine-radius-sm); }
      .field[data-size='lg'] { --field-size: var(--mantine-font-size-lg); --lift: var(--mantine-shadow-dropdown); }
      .input { font-size: var(--field-size); border-radius: var(--corner); box-shadow: var(--lift); }`;
    expect(await lint(css)).toEqual([]);
  });

  it('catches a variable the stylesheet sets to a literal anywhere, and one it does not declare', async () => {
    const css = `
      .field { --field-size: var(--mantine-font-size-md); --corner: 6px; --lift: 0 1px 2px var(--mantine-color-gray-3); }
      .field[data-size='lg'] { --field-size: 18px; }
      .input { font-size: var(--field-size); border-radius: var(--corner); box-shadow: var(--lift); }
      .other { font-size: var(--elsewhere); }`;
    expect((await lint(css)).map(({ rule }) => rule).sort()).toEqual([
      'fernwise/font-size-tokens',
      'fernwise/font-size-tokens',
      'fernwise/radius-tokens',
      'fernwise/shadow-tokens',
    ]);
  });
});

describe('theme-token lint: which files', () => {
  const violation = '.x { color: #fff; padding: 16px; }';

  it.each(['src/generated/example.css', 'node_modules/some-package/style.css', 'src/app/fonts.css'])(
    'leaves %s alone',
    async (file) => {
      const { results } = await stylelint.lint({
        code: violation,
        codeFilename: path.join(root, file),
        configFile,
        cwd: root,
      });
      // An ignored file comes back marked so; one under node_modules does not come back at all.
      expect(results.filter(({ ignored }) => ignored !== true)).toEqual([]);
    },
  );

  it('checks a block’s CSS module', async () => {
    expect(await lint(violation, 'src/blocks/Example/Example.module.css')).toHaveLength(2);
  });

  it('passes the shell and the app stylesheets', async () => {
    const { results } = await stylelint.lint({ files: ['src/shell/**/*.css', 'src/app/*.css'], configFile, cwd: root });
    expect(results.length).toBeGreaterThan(5);
    expect(results.flatMap(({ source, warnings }) => warnings.map(({ text }) => `${source}: ${text}`))).toEqual([]);
  });
});
