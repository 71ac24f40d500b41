// The parts of @mdn/mdn-http-observatory (plain JavaScript, no typings) that tests/browser/observatoryScan.ts uses.

declare module '@mdn/mdn-http-observatory/src/retriever/retriever.js' {
  export interface Retrievals {
    responses: { auto: { status: number; headers: Record<string, string> } | null };
  }
  export function retrieve(hostname: string, options?: { httpPort?: number; httpsPort?: number }): Promise<Retrievals>;
}

declare module '@mdn/mdn-http-observatory/src/constants.js' {
  import type { Retrievals } from '@mdn/mdn-http-observatory/src/retriever/retriever.js';
  export interface TestOutput {
    result: string | null;
    pass: boolean | null;
    constructor: { name: string };
  }
  export const ALL_TESTS: ((retrievals: Retrievals) => TestOutput)[];
}

declare module '@mdn/mdn-http-observatory/src/grader/grader.js' {
  export function getGradeForScore(score: number): { score: number; grade: string };
  export function getScoreModifier(expectation: string): number;
}

declare module '@mdn/mdn-http-observatory/src/grader/charts.js' {
  export const MINIMUM_SCORE_FOR_EXTRA_CREDIT: number;
}
