import path from 'node:path';
import type { Plugin } from 'vite';
import type { BuildPart } from '../build/buildSite.ts';
import type { ContentSource } from './contentSource.ts';

export const SITE_BUILD_PLUGIN = 'fernwise:site-build';

/** What a caller of Vite's builder may set before `buildApp()` (scripts/build-site.ts sets the shard). */
export interface SiteBuildApi {
  /** The part of the site to build; the whole site unless set. */
  part?: BuildPart;
}

const numberFrom = (value: string | undefined): number | undefined => (value ? Number(value) : undefined);

/**
 * Makes `vite build` the site's build: it turns on Vite's app builder, and its `buildApp` hook runs the whole
 * pipeline (buildSite, compiled to JavaScript for the run: validation, both environments' bundles, prerendering,
 * hosting files, compression) into the configured `build.outDir`. The bundles are built in a child process that
 * exits before the pages are rendered (the bundler keeps ~600 MB that rendering would add to), so the hook marks
 * both environments built and Vite does not build them again in this one.
 */
export function siteBuildPlugin(source: ContentSource): Plugin<SiteBuildApi> {
  const api: SiteBuildApi = {};
  return {
    name: SITE_BUILD_PLUGIN,
    apply: 'build',
    api,
    // One resolved config for both environments (their differences are in `environments`): resolving it again for
    // each costs about 0.7 s and 60 MB in every process that builds.
    config: () => ({ builder: { sharedConfigBuild: true } }),
    buildApp: {
      order: 'pre',
      async handler(builder) {
        // Compiled here, so the dev server and the bundle process never load the build's own modules.
        const { compileBuild } = await import('../build/compiledBuild.ts');
        const { root, build, logger } = builder.config;
        const compiled = await compileBuild(source.root);
        let summary: string;
        try {
          summary = await compiled.buildSite({
            root: source.root,
            pagesDir: source.pagesDir,
            dist: path.resolve(root, build.outDir),
            part: api.part,
            // For benchmarks and tests: the render workers, and caches kept apart from the project's.
            threads: numberFrom(process.env.FERNWISE_BUILD_THREADS),
            compressionCacheDir: process.env.FERNWISE_CACHE_DIR,
            shareCardCacheDir: process.env.FERNWISE_SHARE_CARD_CACHE_DIR,
          });
        } finally {
          compiled.dispose();
        }
        for (const environment of Object.values(builder.environments)) environment.isBuilt = true;
        logger.info(summary);
      },
    },
  };
}
