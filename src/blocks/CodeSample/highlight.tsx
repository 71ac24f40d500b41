import { createCssVariablesTheme, createHighlighterCoreSync, type HighlighterCore } from '@shikijs/core';
import { createJavaScriptRegexEngine } from '@shikijs/engine-javascript';
import javascript from '@shikijs/langs/javascript';
import json from '@shikijs/langs/json';
import type { Element, ElementContent, Root, RootContent } from 'hast';
import { toJsxRuntime } from 'hast-util-to-jsx-runtime';
import type { ReactNode } from 'react';
import { Fragment, jsx, jsxs } from 'react/jsx-runtime';

/** The languages a code sample can be coloured as (`language` in its YAML). */
export type CodeLanguage = 'javascript' | 'json';

/**
 * Shiki's CSS-variables theme: each token's colour is `var(--shiki-token-<kind>)`. The kinds become classes here
 * (`tokenClasses`), whose colours are the site's theme colours, so the markup carries no style attribute.
 */
const THEME = createCssVariablesTheme({ name: 'fernwise', variablePrefix: '--shiki-', fontStyle: false });

let highlighter: HighlighterCore | undefined;

/** One synchronous highlighter for the build, with the JavaScript regex engine (no WebAssembly). */
function getHighlighter(): HighlighterCore {
  highlighter ??= createHighlighterCoreSync({
    themes: [THEME],
    langs: [javascript, json],
    engine: createJavaScriptRegexEngine(),
  });
  return highlighter;
}

const TOKEN_STYLE = /^color:var\(--shiki-token-([a-z-]+)\)$/;

/**
 * The code's tokens as React elements, run at build time: each token a `<span>` with the class `tokenClasses` gives
 * its kind (plain text where the kind has none), each `marker` in the code a `<span data-base-url>` holding
 * `replacement`, which the environment switch rewrites in the browser.
 */
export function highlightCode(
  code: string,
  language: CodeLanguage,
  tokenClasses: Readonly<Record<string, string | undefined>>,
  marker: string,
  replacement: string,
): ReactNode {
  const root = getHighlighter().codeToHast(code, { lang: language, theme: THEME.name ?? 'fernwise' });
  const pre = root.children.find((node): node is Element => node.type === 'element');
  const codeElement = pre?.children.find((node): node is Element => node.type === 'element');
  const withMarkers = (nodes: readonly ElementContent[]): ElementContent[] =>
    nodes.flatMap((node): ElementContent[] => {
      if (node.type === 'text') {
        return node.value.split(marker).flatMap((part, index): ElementContent[] => [
          ...(index > 0
            ? [
                {
                  type: 'element' as const,
                  tagName: 'span',
                  properties: { dataBaseUrl: '' },
                  children: [{ type: 'text' as const, value: replacement }],
                },
              ]
            : []),
          ...(part ? [{ type: 'text' as const, value: part }] : []),
        ]);
      }
      if (node.type !== 'element') return [node];
      const style = typeof node.properties.style === 'string' ? node.properties.style : '';
      const kind = TOKEN_STYLE.exec(style)?.[1];
      const className = kind ? tokenClasses[kind] : undefined;
      const children = withMarkers(node.children);
      // A line's span and an uncoloured token add nothing to the markup: their contents stand on their own.
      if (node.properties.class !== undefined || !className) return children;
      return [{ ...node, properties: { className: [className] }, children }];
    });
  const tree: Root = { type: 'root', children: withMarkers(codeElement?.children ?? []) as RootContent[] };
  return toJsxRuntime(tree, { Fragment, jsx, jsxs });
}
