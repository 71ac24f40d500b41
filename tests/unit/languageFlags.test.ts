import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from '../support/paths';
import { site } from '../support/site';

const css = readFileSync(path.join(PROJECT_ROOT, 'src/shell/LanguagePicker/LanguagePicker.module.css'), 'utf8');
const rules = new Map(
  [...css.matchAll(/\[value='([a-z]{2}(?:-[A-Z]{2})?)'\]::before \{\s*background-image: url\('([^']+)'\)/g)].map(
    ([, code, url]) => [code, url],
  ),
);

describe('language flags', () => {
  it.each(site.languages.map((language) => [language.name, language.flag, language.code]))(
    '%s: the stylesheet draws flag %s from a file of country-flag-icons',
    (_name, flag, code) => {
      const url = rules.get(code);
      expect(url, `add a [value='${code}'] rule to LanguagePicker.module.css`).toBeDefined();
      expect(url).toContain(`country-flag-icons/3x2/${flag}.svg`);
      expect(existsSync(path.resolve(PROJECT_ROOT, 'src/shell/LanguagePicker', url ?? ''))).toBe(true);
    },
  );

  it('gives every language its own name', () => {
    for (const language of site.languages) expect(language.nativeName.trim()).not.toBe('');
  });
});
