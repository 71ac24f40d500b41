/**
 * The site's CSS speaks the theme's language (README, "Design tokens"): every colour, font size, spacing, radius
 * and shadow is a `--mantine-*` variable from src/core/theme.ts. `npm run lint` runs this on src/**\/*.css;
 * tests/unit/themeTokens.test.ts shows each rule catching its violation.
 */
export default {
  plugins: ['./scripts/stylelint/themeTokens.mjs'],
  ignoreFiles: [
    'src/generated/**',
    '**/node_modules/**',
    // @font-face rules and the cascade layers' order: no design values in them.
    'src/app/fonts.css',
    'src/app/layers.css',
  ],
  rules: {
    'color-no-hex': true,
    'color-named': 'never',
    'fernwise/color-function-tokens': true,
    'fernwise/font-size-tokens': true,
    // Mantine's default spacing scale, which the theme keeps (the unit test checks the two agree).
    'fernwise/spacing-tokens': [
      true,
      { spacing: { xs: '0.625rem', sm: '0.75rem', md: '1rem', lg: '1.25rem', xl: '2rem' } },
    ],
    'fernwise/radius-tokens': true,
    'fernwise/shadow-tokens': true,
  },
};
