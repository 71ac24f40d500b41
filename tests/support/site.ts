import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import type { Site } from '../../src/generated/site';
import { PROJECT_ROOT } from './paths';

/** The site file's data, as the app sees it. */
export const site = parse(readFileSync(path.join(PROJECT_ROOT, 'pages/_site.yaml'), 'utf8')) as Site;
