/**
 * The layering of src/, enforced by `npm run lint`. Arrows point one way only:
 *
 *   core/ (no React)  ←  ui/  ←  blocks/, shell/  ←  app/ (composition, islands runtime)  ←  entry-*.ts(x)
 *   engine/ and scripts/ build the site in Node: they use core/ and generated/, never browser code.
 *
 * generated/ (types from the schemas) may be used by any layer, except the two lists that import the blocks and
 * islands themselves (generated/blocks.ts, generated/islands.ts): only app/ and the block registry use those.
 * Blocks never import one another; what two blocks share lives in ui/ or core/.
 *
 * The engine's folders point one way too:
 *
 *   shared/, diagnostics/  ←  content/ (yaml, schema, rules, session)  ←  codegen/, assets/, render/, hosting/
 *   ←  build/  ←  vite/ (the plugins); content/ ←  lsp/ (the language server, which uses nothing above content/)
 *
 * content/ never imports build/, render/, hosting/, assets/, codegen/ or vite/; build/ and render/ never import the
 * vite/ plugins; render/ never imports hosting/ or build/. Tests are outside the rules.
 */
const TESTS = '(^|/)tests/|\\.test\\.tsx?$|\\.typecheck\\.ts$';

/** A rule forbidding `from` to reach `to`. */
const forbid = (name, comment, from, to) => ({
  name,
  comment,
  severity: 'error',
  from: { path: from, pathNot: TESTS },
  to: { path: to, pathNot: TESTS },
});

module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      comment: 'An import circle merges modules into one chunk and makes the layering meaningless.',
      severity: 'error',
      from: { pathNot: TESTS },
      to: { circular: true },
    },
    forbid(
      'core-is-the-bottom',
      'core/ imports only core/ and generated/.',
      '^src/core/',
      '^src/(ui|blocks|shell|app|engine|entry-)',
    ),
    {
      name: 'core-has-no-react',
      comment: 'core/ is shared with the build in Node and with DOM islands: no React at run time.',
      severity: 'error',
      from: { path: '^src/core/' },
      to: {
        path: '(^|/)node_modules/(react|react-dom|@mantine|@tabler/icons-react)/',
        dependencyTypesNot: ['type-only'],
      },
    },
    forbid(
      'ui-below-blocks-and-shell',
      'ui/ holds shared pieces: it never imports blocks, the shell or the app.',
      '^src/ui/',
      '^src/(blocks|shell|app|engine|entry-)',
    ),
    forbid(
      'blocks-do-not-know-the-shell',
      'Blocks use ui/ and core/ only; the app composes them with the shell.',
      '^src/blocks/',
      '^src/(shell|app|engine|entry-)',
    ),
    forbid(
      'shell-does-not-know-blocks',
      'The shell uses ui/ and core/ only; the app composes it with the blocks.',
      '^src/shell/',
      '^src/(blocks|app|engine|entry-)',
    ),
    forbid(
      'app-below-entries',
      'app/ composes the layers below it; only the entries sit above it.',
      '^src/app/',
      '^src/(engine|entry-)',
    ),
    forbid(
      'engine-has-no-browser-code',
      'The build runs in Node: engine/ never imports ui/, blocks/, shell/ or app/.',
      '^src/engine/',
      '^src/(ui|blocks|shell|app|entry-)',
    ),
    forbid(
      'editor-is-browser-code-above-ui',
      'The page editor (src/editor/, dev server only) uses core/ and ui/ and the editor API over HTTP, never engine/.',
      '^src/editor/',
      '^src/(engine|blocks|shell|app|entry-)',
    ),
    forbid(
      'nothing-imports-the-editor',
      'Only the dev server loads src/editor/main.tsx (by URL): no site code imports it, so it never reaches dist/.',
      '^src/(core|ui|blocks|shell|app|engine|entry-|generated)',
      '^src/editor/',
    ),
    forbid(
      'lists-of-blocks-are-for-the-app',
      'generated/blocks.ts and generated/islands.ts import every block and island: only app/ and the registry use them.',
      '^src/(core|ui|shell|engine)/|^src/blocks/[^/]+/',
      '^src/generated/(blocks|islands)\\.ts$',
    ),
    {
      name: 'blocks-are-independent',
      comment: 'A block never imports another block: what two blocks share belongs in ui/ or core/.',
      severity: 'error',
      from: { path: '^src/blocks/([^/]+)/', pathNot: TESTS },
      to: { path: '^src/blocks/[^/]+/', pathNot: ['^src/blocks/$1/', TESTS] },
    },
    forbid(
      'virtual-modules-for-the-app',
      "virtual:fernwise/routes and /site are the build's content, for app/ and the entries only.",
      '^src/(core|ui|blocks|shell)/',
      '^virtual:fernwise/(routes|site)$',
    ),
    {
      name: 'no-unknown-virtual-module',
      comment: "Every virtual module is one the engine's plugins serve and src/virtual-modules.d.ts declares.",
      severity: 'error',
      from: { pathNot: TESTS },
      to: {
        couldNotResolve: true,
        path: '^virtual:',
        pathNot: '^virtual:fernwise/(routes|site|catalogue|icons|theme\\.css)$',
      },
    },
    forbid(
      'content-knows-only-content',
      'Reading and checking content never depends on building, rendering, hosting, assets, code generation or Vite.',
      '^src/engine/content/',
      '^src/engine/(build|render|hosting|assets|codegen|vite|lsp)/',
    ),
    forbid(
      'diagnostics-and-shared-are-leaves',
      'diagnostics/ and shared/ use nothing else of the engine (shared/ only itself, diagnostics/ shared/ too).',
      '^src/engine/(diagnostics|shared)/',
      '^src/engine/(content|build|render|hosting|assets|codegen|vite|lsp)/',
    ),
    forbid(
      'lsp-checks-content-only',
      'The language server checks content as the validator does: it never builds, renders, hosts or runs Vite.',
      '^src/engine/lsp/',
      '^src/engine/(build|render|hosting|assets|codegen|vite)/',
    ),
    forbid(
      'build-and-render-do-not-use-the-plugins',
      "The build calls Vite's API; it and the renderer never import the vite/ plugins (the plugins use them).",
      '^src/engine/(build|render)/',
      '^src/engine/vite/',
    ),
    forbid(
      'render-knows-no-hosting-or-build',
      'Rendering a page needs neither the hosting files nor the build that calls it.',
      '^src/engine/render/',
      '^src/engine/(hosting|build)/',
    ),
    forbid(
      'outputs-do-not-know-the-build',
      'codegen/, assets/ and hosting/ produce files the build writes: they never import build/ or vite/.',
      '^src/engine/(codegen|assets|hosting)/',
      '^src/engine/(build|vite)/',
    ),
    {
      name: 'scripts-do-not-import-tests',
      comment: 'Scripts are tools of their own: tests may use scripts, never the other way.',
      severity: 'error',
      from: { path: '^scripts/' },
      to: { path: '^tests/' },
    },
    forbid(
      'scripts-have-no-browser-code',
      'Scripts run in Node: they use the engine, never browser code.',
      '^scripts/',
      '^src/(ui|blocks|shell|app|entry-)',
    ),
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(dist|artifacts|bench/tmp)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
    },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
