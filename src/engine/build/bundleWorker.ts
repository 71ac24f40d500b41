import type { BundleOptions, BundleReply } from './bundleProcess.ts';
import { bundleSite } from './bundleSite.ts';

// The bundle process of bundleSiteInChild: takes its options, answers once, and exits.
process.once('message', (options: BundleOptions) => {
  const answer = (reply: BundleReply) => process.send?.(reply, () => process.exit(0));
  bundleSite(options).then(
    (bundled) => answer({ ok: true, bundled }),
    (error: unknown) => answer({ ok: false, message: error instanceof Error ? error.message : String(error) }),
  );
});
