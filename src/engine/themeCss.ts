import {
  convertCssVariables,
  defaultCssVariablesResolver,
  DEFAULT_THEME,
  mergeMantineTheme,
  type ConvertCSSVariablesInput,
} from '@mantine/core';
import { theme } from '../core/theme.ts';

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

function withoutUnused(variables: ConvertCSSVariablesInput['variables']): ConvertCSSVariablesInput['variables'] {
  return Object.fromEntries(Object.entries(variables).filter(([name]) => !UNUSED_VARIABLE.test(name)));
}

/**
 * The site's design tokens as CSS: Mantine's variables for the brand theme (colours, spacing, radii, type scale),
 * written once into the site's stylesheet instead of by every React root, plus the site file's layout width. The
 * site is light only, so the dark scheme's variables are left out, as are Mantine's palettes it never uses.
 */
export function renderThemeCss(maxWidth: number): string {
  const variables = defaultCssVariablesResolver(mergeMantineTheme(DEFAULT_THEME, theme));
  const css = convertCssVariables({
    variables: withoutUnused(variables.variables),
    light: withoutUnused(variables.light),
    dark: {},
  });
  return `${css}\n:root{--fw-max-width:${maxWidth}px}\n`;
}
