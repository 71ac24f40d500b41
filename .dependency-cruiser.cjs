/**
 * The layering of src/, enforced by `npm run lint`. Arrows point one way only:
 *
 *   core/ (no React)  ←  ui/  ←  blocks/, shell/  ←  app/ (composition, islands runtime)  ←  entry-*.ts(x)
 *   engine/ and scripts/ build the site in Node: they use core/ and generated/, never browser code.
 *
 * generated/ (types from the schemas) may be used by any layer. Tests are outside the rules.
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
