import axe from 'axe-core';

/** The run before this one, settled or not: axe-core refuses to start while another run is in progress. */
let previous: Promise<unknown> = Promise.resolve();

/**
 * Axe violations in `container` as "rule: help (nodes)" lines. Runs are serialized: a run starts only after the one
 * before has settled, so a run that outlived its test's timeout delays the next one instead of failing it with
 * "Axe is already running". Only violations are collected (`resultTypes`), which keeps a run short.
 */
export function axeViolations(container: Element, options: axe.RunOptions = {}): Promise<string[]> {
  const run = previous.then(() =>
    axe
      .run(container, { resultTypes: ['violations'], ...options })
      .then((results) =>
        results.violations.map(
          (violation) =>
            `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.html.slice(0, 120)).join(' | ')})`,
        ),
      ),
  );
  previous = run.catch(() => undefined);
  return run;
}
