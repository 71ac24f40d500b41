import { convertCssVariables, defaultCssVariablesResolver, DEFAULT_THEME, mergeMantineTheme } from '@mantine/core';
import { theme } from '../core/theme.ts';

/**
 * The site's design tokens as CSS: Mantine's variables for the brand theme (colours, spacing, radii, type scale),
 * written once into the site's stylesheet instead of by every React root, plus the site file's layout width.
 */
export function renderThemeCss(maxWidth: number): string {
  const variables = defaultCssVariablesResolver(mergeMantineTheme(DEFAULT_THEME, theme));
  return `${convertCssVariables(variables)}\n:root{--fw-max-width:${maxWidth}px}\n`;
}
