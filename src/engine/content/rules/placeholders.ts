import type { Page } from '../../../generated/page.ts';
import { diagnostic, type Diagnostic } from '../../diagnostics/diagnostics.ts';
import { describePath } from '../schema/describeSchemaError.ts';
import { walkData } from './walkData.ts';
import { locate, type YamlSource } from '../yaml/yamlSource.ts';

/**
 * The placeholder sentences the scaffolds write (scripts/new-page.ts, scripts/new-block.ts), which take them from
 * here: each says what goes in its place, and a page that still holds one is reported (FW407).
 */
export const PLACEHOLDERS = {
  /** A new page's description: its title, then this. */
  pageDescription: (title: string, brand: string) =>
    `${title}: what ${brand} offers here, in one or two sentences that search results can show.`,
  /** A new page's hero subtitle. */
  heroSubtitle: 'Say in a sentence or two what visitors find on this page.',
  /** A new block's schema description. */
  blockDescription: (type: string) => `Describe what the ${type} block shows and when to use it.`,
  /** A new block example's heading. */
  exampleHeading: (type: string) => `A heading for the ${type} block`,
  /** A new block example's intro. */
  exampleIntro: 'One or two sentences that show how the block reads on a page.',
} as const;

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Each placeholder as a pattern (any title, brand or block type), with the scaffold that writes it. */
const PATTERNS: [RegExp, 'new:page' | 'new:block'][] = [
  [new RegExp(`^.*${escape(PLACEHOLDERS.pageDescription('', '\0')).replace('\0', '.+')}$`), 'new:page'],
  [new RegExp(`^${escape(PLACEHOLDERS.heroSubtitle)}$`), 'new:page'],
  [new RegExp(`^${escape(PLACEHOLDERS.blockDescription('\0')).replace('\0', '[a-z0-9-]+')}$`), 'new:block'],
  [new RegExp(`^${escape(PLACEHOLDERS.exampleHeading('\0')).replace('\0', '[a-z0-9-]+')}$`), 'new:block'],
  [new RegExp(`^${escape(PLACEHOLDERS.exampleIntro)}$`), 'new:block'],
];

/** Words every placeholder has: most texts lack them, and need no closer look. */
const MAYBE = /sentence|heading for the|block shows/;

/** Which scaffold wrote `text` as a placeholder, if one did. */
export function placeholderScaffold(text: string): 'new:page' | 'new:block' | undefined {
  if (!MAYBE.test(text)) return undefined;
  const trimmed = text.trim();
  return PATTERNS.find(([pattern]) => pattern.test(trimmed))?.[1];
}

/** Every text of a page still holding a scaffold's placeholder, one message each, at the text. */
export function checkPlaceholders(source: YamlSource): Diagnostic[] {
  const found: Diagnostic[] = [];
  walkData(source.data, (item, at) => {
    if (typeof item !== 'string') return undefined;
    const scaffold = placeholderScaffold(item);
    if (!scaffold) return undefined;
    const place = { file: source.file, ...locate(source, at), where: describePath(source.data as Page, at) };
    found.push(diagnostic('FW407', { text: item.trim(), scaffold }, place));
    return undefined;
  });
  return found;
}
