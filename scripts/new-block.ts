import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { format, resolveConfig } from 'prettier';
import { blockFolder } from '../src/core/blockNaming.ts';
import { PLACEHOLDERS } from '../src/engine/content/rules/placeholders.ts';

const root = path.resolve(import.meta.dirname, '..');
const [type] = process.argv.slice(2);

function fail(message: string): never {
  console.error(`new:block: ${message}`);
  console.error('usage: npm run new:block -- rate-chart');
  process.exit(1);
}

if (!type) fail('give the block type, in kebab-case.');
if (!/^[a-z][a-z0-9]*(-[a-z0-9]+)*$/.test(type))
  fail(`"${type}" is not a block type: lowercase words joined by hyphens, such as rate-chart.`);
const folder = blockFolder(type);
const schemaFile = path.join(root, 'schema/blocks', `${type}.schema.json`);
const componentDir = path.join(root, 'src/blocks', folder);
if (existsSync(schemaFile) || existsSync(componentDir)) fail(`block "${type}" already exists.`);

/** Writes one of the block's own files, formatted as `npm run lint` expects. */
async function writeFormatted(file: string, text: string): Promise<void> {
  const config = (await resolveConfig(file)) ?? {};
  writeFileSync(file, await format(text, { ...config, filepath: file }));
}

const title = `${folder}Block`;
const description = PLACEHOLDERS.blockDescription(type);
await writeFormatted(
  schemaFile,
  `${JSON.stringify(
    {
      $schema: 'http://json-schema.org/draft-07/schema#',
      $id: `blocks/${type}.schema.json`,
      title,
      description,
      type: 'object',
      additionalProperties: false,
      required: ['type', 'heading'],
      // What an editor offers on a new "- " under blocks: the type and its required fields.
      defaultSnippets: [{ label: type, description, sortText: `0 ${type}`, body: { type, heading: '$1' } }],
      properties: {
        type: { description, const: type, markdownDescription: `**${type}**: ${description}` },
        id: { $ref: '../common.schema.json#/definitions/anchorId' },
        heading: { $ref: '../common.schema.json#/definitions/sectionHeading' },
        intro: { $ref: '../common.schema.json#/definitions/text', description: 'A sentence or two under the heading.' },
      },
    },
    null,
    2,
  )}\n`,
);
mkdirSync(componentDir, { recursive: true });
await writeFormatted(
  path.join(componentDir, `${folder}.tsx`),
  `import { Card, Text, Title } from '@mantine/core';
import type { ${title} } from '../../generated/page';
import { Section } from '../../ui/Section';
import classes from './${folder}.module.css';

/** Built from Mantine components, rendered on the server as static HTML: no JavaScript reaches the browser. */
export function ${folder}({ id, heading, intro }: ${title}) {
  return (
    <Section id={id}>
      <Card withBorder radius="lg" padding="lg" className={classes.card}>
        <Title order={2}>{heading}</Title>
        {intro ? <Text className={classes.intro}>{intro}</Text> : null}
      </Card>
    </Section>
  );
}
`,
);
// The module keeps only what is the block's own; responsive layout goes here, in media queries, never in style props.
await writeFormatted(
  path.join(componentDir, `${folder}.module.css`),
  `.card {\n  max-width: 720px;\n}\n\n.intro {\n  margin-top: var(--mantine-spacing-xs);\n  color: var(--mantine-color-gray-7);\n}\n`,
);
await writeFormatted(path.join(componentDir, 'index.ts'), `export { ${folder} } from './${folder}';\n`);
await writeFormatted(
  path.join(componentDir, `${folder}.example.yaml`),
  `# yaml-language-server: $schema=../../../schema/blocks/${type}.schema.json
type: ${type}
heading: ${PLACEHOLDERS.exampleHeading(type)}
intro: ${PLACEHOLDERS.exampleIntro}
`,
);
// Everything that lists the blocks is derived from the block's own files: the page schema's union, the registry's
// entries, the types and docs/blocks.md.
execFileSync(process.execPath, ['--import', 'tsx', 'scripts/generate-blocks.ts'], { cwd: root, stdio: 'inherit' });
console.log(`added block "${type}":
  schema/blocks/${type}.schema.json
  src/blocks/${folder}/{${folder}.tsx,${folder}.module.css,index.ts,${folder}.example.yaml}
It is static (Mantine components rendered to HTML on the server, no JavaScript); the page schema, registry, types and docs/blocks.md are regenerated from it
(npm run gen:blocks), and the contract test and the catalogue pick it up. Next: replace the placeholder description
and example text (npm run validate reports them: FW502, FW407), describe its fields in the schema, then run
npm run gen:blocks again.`);
