import type * as MantineCore from '@mantine/core';
import { OTHER_COLORS, theme } from '../../core/theme.ts';

/** Mantine's own palettes the site never uses: their variables would only weigh down every page. */
const UNUSED_PALETTES = [
  'pink',
  'grape',
  'violet',
  'indigo',
  'blue',
  'cyan',
  'teal',
  'green',
  'lime',
  'yellow',
  'orange',
];
const UNUSED_VARIABLE = new RegExp(`^--mantine-color-(${UNUSED_PALETTES.join('|')})-`);

function withoutUnused(
  variables: MantineCore.ConvertCSSVariablesInput['variables'],
): MantineCore.ConvertCSSVariablesInput['variables'] {
  return Object.fromEntries(Object.entries(variables).filter(([name]) => !UNUSED_VARIABLE.test(name)));
}

let mantine: Promise<typeof MantineCore> | undefined;

/**
 * Starts loading what renderThemeCss needs (Mantine: about 1 s, 2 s under the TypeScript loader) so a process that
 * will bundle can do it while it validates. Not loaded with this module: it is 44 MB in every process that loads
 * the Vite config, and the build's main process never renders the theme.
 */
export function loadMantine(): Promise<typeof MantineCore> {
  return (mantine ??= import('@mantine/core'));
}

/**
 * The site's design tokens as CSS: Mantine's variables for the brand theme (colours, spacing, radii, type scale),
 * written once into the site's stylesheet instead of by every React root, plus the site file's layout width. The
 * site is light only, so the dark scheme's variables are left out, as are Mantine's palettes it never uses. The
 * theme's colours outside the palettes (OTHER_COLORS) join them as `--mantine-color-<name>`.
 */
export async function renderThemeCss(maxWidth: number): Promise<string> {
  const { convertCssVariables, defaultCssVariablesResolver, DEFAULT_THEME, mergeMantineTheme } = await loadMantine();
  const variables = defaultCssVariablesResolver(mergeMantineTheme(DEFAULT_THEME, theme));
  const otherColors = Object.fromEntries(
    Object.entries(OTHER_COLORS).map(([name, value]) => [`--mantine-color-${name}`, value]),
  );
  const css = convertCssVariables({
    variables: { ...withoutUnused(variables.variables), ...otherColors },
    light: withoutUnused(variables.light),
    dark: {},
  });
  return `${css}\n:root{--fw-max-width:${maxWidth}px}\n`;
}
