import { describe, expect, it } from 'vitest';
import { parseBenchOptions, USAGE } from '../../scripts/bench/options';

describe("the bench's options (node:util parseArgs)", () => {
  it('runs the budgets by default, the ratios and content scale only when asked', () => {
    expect(parseBenchOptions([])).toEqual({
      routes: undefined,
      runs: 3,
      loads: 5,
      lcpLoads: undefined,
      lighthouse: true,
      ratios: false,
      scale: [],
      scaleOnly: false,
      keep: false,
    });
    expect(parseBenchOptions(['--ratios', '--loads=2'])).toMatchObject({ ratios: true, loads: 2 });
    expect(parseBenchOptions(['--scale'])).toMatchObject({ scale: [0, 1000, 3000, 10000], scaleOnly: true });
    expect(parseBenchOptions(['--scale', '--scale=1000,0'])).toMatchObject({ scale: [0, 1000], scaleOnly: true });
    expect(parseBenchOptions(['--scale=30', '--skip-scale'])).toMatchObject({ scale: [], scaleOnly: false });
    expect(
      parseBenchOptions(['--routes=/,/banking', '--runs=1', '--lcp-loads=60', '--scale=300,30', '--skip-lighthouse']),
    ).toMatchObject({ routes: ['/', '/banking'], runs: 1, lcpLoads: 60, scale: [30, 300], lighthouse: false });
  });

  it.each([
    [['--run=1'], "Unknown option '--run'"],
    [['--runs=0'], '--runs takes a whole number of 1 or more, not "0"'],
    [['--loads=two'], '--loads takes a whole number of 1 or more, not "two"'],
    [['--lcp-loads=1.5'], '--lcp-loads takes a whole number of 1 or more, not "1.5"'],
    [['--runs'], "Option '--runs <value>' argument missing"],
    [['--scale=30,x'], '--scale takes whole numbers of 0 or more, not "x"'],
    [['--scale=-1'], '--scale takes whole numbers of 0 or more, not "-1"'],
    [['--keep=yes'], "Option '--keep' does not take an argument"],
    [['routes'], "Unexpected argument 'routes'"],
  ])('rejects %j with a message and the usage text', (argv, message) => {
    expect(() => parseBenchOptions(argv)).toThrow(message);
    expect(() => parseBenchOptions(argv)).toThrow(USAGE);
  });
});
