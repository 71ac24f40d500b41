import { describe, expect, it } from 'vitest';
import { renderNginxInclude } from '../../src/engine/hosting/nginxInclude';

describe('the nginx include', () => {
  it('cuts a header value too long for one nginx parameter into variables that join back into it', () => {
    const hashes = Array.from({ length: 120 }, (_, index) => `'sha256-${String(index).padStart(43, 'x')}='`);
    const policy = `default-src 'none'; style-src 'self' ${hashes.join(' ')}`;
    const include = renderNginxInclude({ 'Content-Security-Policy': policy }, []);
    const parts = [...include.matchAll(/^set (\$fw_content_security_policy_\d+) "([^"]*)";$/gm)];
    expect(parts.length).toBeGreaterThan(1);
    expect(parts.map(([, , value]) => value).join('')).toBe(policy);
    expect(Math.max(...parts.map(([, , value]) => value.length))).toBeLessThanOrEqual(3500);
    const joined = parts.map(([, variable]) => variable).join('');
    expect(include).toContain(`add_header Content-Security-Policy "${joined}" always;`);
  });

  it('writes a short value as it is', () => {
    const include = renderNginxInclude({ 'X-Frame-Options': 'DENY' }, []);
    expect(include).not.toContain('set $');
    expect(include).toContain('add_header X-Frame-Options "DENY" always;');
  });
});
