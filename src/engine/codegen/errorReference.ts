import { DIAGNOSTIC_CATALOGUE, DIAGNOSTIC_CODES, type DiagnosticCode } from '../diagnostics/diagnosticCodes.ts';

const GROUPS: [prefix: string, heading: string][] = [
  ['FW1', 'Files and YAML syntax'],
  ['FW2', 'Schema rules: fields, types and values'],
  ['FW3', 'Paths, links and files across the site'],
  ['FW4', 'Finance and consistency rules'],
];

/** The anchor GitHub gives a heading: lowercase, punctuation dropped, spaces as hyphens. */
function slug(heading: string): string {
  return heading
    .toLowerCase()
    .replace(/[^\p{L}\p{N} _-]/gu, '')
    .replace(/ /g, '-');
}

function heading(code: DiagnosticCode): string {
  return `${code} ${DIAGNOSTIC_CATALOGUE[code].title}`;
}

function section(code: DiagnosticCode): string {
  const entry = DIAGNOSTIC_CATALOGUE[code];
  return [
    `### ${heading(code)}`,
    '',
    `\`${entry.message}\``,
    '',
    entry.hint,
    '',
    'The mistake:',
    '',
    '```yaml mistake',
    entry.example.mistake,
    '```',
    '',
    'The fix:',
    '',
    '```yaml',
    entry.example.fix,
    '```',
  ].join('\n');
}

/**
 * docs/errors.md: every diagnostic code with its message, what to do, and an example of the mistake and its fix,
 * from the catalogue in src/engine/diagnostics/diagnosticCodes.ts.
 */
export function renderErrorReference(): string {
  const parts = [
    '# Validation messages',
    '',
    '<!-- Generated from src/engine/diagnostics/diagnosticCodes.ts by `npm run gen:blocks`; `npm run lint` fails when it is stale. -->',
    '',
    'Every problem `npm run validate`, the dev server and the build report has a stable code. A message names the',
    'file, line and column, the code, the block (by index and type) and the field, then says what to do:',
    '',
    '```',
    'pages/savings-guide.yaml:7:11  FW201 blocks[1] (rate-tabel): unknown block type "rate-tabel"',
    '    hint: Did you mean "rate-table"?',
    '```',
    '',
    'In a message below, `{…}` stands for what varies. One mistake gives one message: a malformed `path` ends its',
    'message with the number of links that reach the page through it (`— and 3 links to this page`) instead of',
    'reporting each link.',
    '',
  ];
  for (const [prefix, title] of GROUPS) {
    const codes = DIAGNOSTIC_CODES.filter((code) => code.startsWith(prefix));
    parts.push(`## ${title}`, '', '| Code | Problem |', '| --- | --- |');
    for (const code of codes)
      parts.push(`| [${code}](#${slug(heading(code))}) | ${DIAGNOSTIC_CATALOGUE[code].title} |`);
    parts.push('');
    for (const code of codes) parts.push(section(code), '');
  }
  return `${parts.join('\n').trimEnd()}\n`;
}
