/**
 * Writes the static hosts' configuration into the build (`_redirects` and `_headers` for Netlify
 * and Cloudflare Pages, `vercel.json` for Vercel), from the same rules the nginx block and
 * `npm run serve` use (src/lib/hosting.ts), so no host file is edited by hand.
 */
import {writeFileSync} from 'node:fs';
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {headersFile, redirectsFile, vercelConfig} from '../../lib/hosting';

export const HOST_FILES = ['_redirects', '_headers', 'vercel.json'] as const;

export default function hostingPlugin(): Plugin {
  return {
    name: 'hosting',
    async postBuild({outDir}) {
      writeFileSync(path.join(outDir, '_redirects'), redirectsFile());
      writeFileSync(path.join(outDir, '_headers'), headersFile());
      writeFileSync(path.join(outDir, 'vercel.json'), `${JSON.stringify(vercelConfig(), null, 2)}\n`);
    },
  };
}
