import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { blockFolder } from '../src/core/blockNaming.ts';

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

/** Inserts `line` among the lines matching `entry`, keeping them sorted by their text. */
function insertSorted(file: string, entry: RegExp, line: string): void {
  const lines = readFileSync(file, 'utf8').split('\n');
  const indexes = lines.flatMap((text, index) => (entry.test(text) ? [index] : []));
  if (indexes.length === 0) fail(`found no entries to extend in ${path.relative(root, file)}.`);
  const key = (text: string) => text.replace(/[^a-z0-9-]/g, '');
  const after = indexes.filter((index) => key(lines[index]) < key(line)).pop();
  const at = after === undefined ? indexes[0] : after + 1;
  lines.splice(at, 0, line);
  if (file.endsWith('.json')) {
    // In a JSON list every entry but the last ends with a comma.
    const entries = [...indexes.map((index) => (index >= at ? index + 1 : index)), at].sort((a, b) => a - b);
    entries.forEach((index, position) => {
      const bare = lines[index].replace(/,$/, '');
      lines[index] = position === entries.length - 1 ? bare : `${bare},`;
    });
    JSON.parse(lines.join('\n'));
  }
  writeFileSync(file, lines.join('\n'));
}

const title = `${folder}Block`;
const description = `Describe what the ${type} block shows and when to use it.`;
writeFileSync(
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
writeFileSync(
  path.join(componentDir, `${folder}.tsx`),
  `import type { ${title} } from '../../generated/page';
import { Section } from '../../ui/Section';
import classes from './${folder}.module.css';

export function ${folder}({ id, heading, intro }: ${title}) {
  return (
    <Section id={id} heading={heading}>
      {intro ? <p className={classes.intro}>{intro}</p> : null}
    </Section>
  );
}
`,
);
writeFileSync(path.join(componentDir, `${folder}.module.css`), `.intro {\n  max-width: 640px;\n}\n`);
writeFileSync(path.join(componentDir, 'index.ts'), `export { ${folder} } from './${folder}';\n`);
writeFileSync(
  path.join(componentDir, `${folder}.example.yaml`),
  `# yaml-language-server: $schema=../../../schema/blocks/${type}.schema.json
type: ${type}
heading: A heading for the ${type} block
intro: One or two sentences that show how the block reads on a page.
`,
);
const registryFile = path.join(root, 'src/blocks/registry.ts');
insertSorted(
  registryFile,
  /^ {2}'?[a-z0-9-]+'?: \{ runs: /,
  `  ${type.includes('-') ? `'${type}'` : type}: { runs: 'static', component: ${folder} },`,
);
const registryLines = readFileSync(registryFile, 'utf8').split('\n');
const lastImport = registryLines.findLastIndex((line) => /^import .* from '\.\/[A-Z]/.test(line));
registryLines.splice(lastImport + 1, 0, `import { ${folder} } from './${folder}';`);
writeFileSync(registryFile, registryLines.join('\n'));
insertSorted(
  path.join(root, 'schema/page.schema.json'),
  /^ {10}\{ "\$ref": "blocks\/[a-z0-9-]+\.schema\.json" \},?$/,
  `          { "$ref": "blocks/${type}.schema.json" },`,
);

execFileSync('npx', ['tsx', 'scripts/generate-types.ts'], { cwd: root, stdio: 'inherit' });
console.log(`added block "${type}":
  schema/blocks/${type}.schema.json
  src/blocks/${folder}/{${folder}.tsx,${folder}.module.css,index.ts,${folder}.example.yaml}
  registry entry (static: HTML only) in src/blocks/registry.ts and page schema entry in schema/page.schema.json
Types are regenerated; the contract test and the catalogue pick the block up. Next: describe its fields in the schema.`);
