import path from 'node:path';
import { writeHostedCopy } from '../src/engine/hosting/hostedCopy.ts';

// npm run hosted-copy -- [dist] [out]: the folder to publish on Cloudflare Pages or Netlify (see deploy/README.md).
const root = path.resolve(import.meta.dirname, '..');
const [dist = path.join(root, 'dist'), out = path.join(root, 'dist-hosted')] = process.argv.slice(2);
writeHostedCopy(dist, out);
console.log(`wrote ${path.relative(root, path.resolve(out)) || out}: ${dist} without its .br and .gz copies`);
