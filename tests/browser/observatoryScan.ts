/**
 * Scans an https site with the MDN HTTP Observatory's own code (@mdn/mdn-http-observatory): its retriever, its ten
 * tests and its grader, combined as its scanner does (src/scanner/index.js), which itself reaches only ports 80 and
 * 443. Run in a Node process of its own, started with NODE_EXTRA_CA_CERTS naming the throwaway CA (Node reads it only
 * at startup). Usage: observatoryScan.ts <host> <httpPort> <httpsPort>; prints the scan as JSON.
 */
import { existsSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

// The package's postinstall downloads the HSTS preload list, which cannot run offline (and npm does not run it here):
// an empty list is the truth for a throwaway host, and the strict-transport-security test reads the file.
const packageRoot = path.dirname(createRequire(import.meta.url).resolve('@mdn/mdn-http-observatory/package.json'));
const preloadList = path.join(packageRoot, 'conf/hsts-preload.json');
if (!existsSync(preloadList)) writeFileSync(preloadList, '{}\n');

const { retrieve } = await import('@mdn/mdn-http-observatory/src/retriever/retriever.js');
const { ALL_TESTS } = await import('@mdn/mdn-http-observatory/src/constants.js');
const { getGradeForScore, getScoreModifier } = await import('@mdn/mdn-http-observatory/src/grader/grader.js');
const { MINIMUM_SCORE_FOR_EXTRA_CREDIT } = await import('@mdn/mdn-http-observatory/src/grader/charts.js');

const [host, httpPort, httpsPort] = process.argv.slice(2);
const retrievals = await retrieve(host, { httpPort: Number(httpPort), httpsPort: Number(httpsPort) });
if (!retrievals.responses.auto) throw new Error(`no response from ${host}`);

let withBonuses = 100;
let withoutBonuses = 100;
const tests = ALL_TESTS.map((test) => {
  const output = test(retrievals);
  const modifier = output.result ? getScoreModifier(output.result) : 0;
  withBonuses += modifier;
  if (modifier < 0) withoutBonuses += modifier;
  return { test: output.constructor.name, result: output.result, pass: output.pass, modifier };
});
const { score, grade } = getGradeForScore(
  withoutBonuses >= MINIMUM_SCORE_FOR_EXTRA_CREDIT ? withBonuses : withoutBonuses,
);
process.stdout.write(JSON.stringify({ status: retrievals.responses.auto.status, score, grade, tests }));
