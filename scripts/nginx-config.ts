/**
 * Prints the nginx server block for the build: `npm run nginx:config -- /srv/docs 80` (the folder
 * the build is copied to, and what nginx listens on). Generated from src/lib/hosting.ts, the rules
 * the other hosts' files and `npm run serve` follow.
 */
import {resolve} from 'node:path';
import {nginxServer} from '../src/lib/hosting';

const [root = 'build', listen = '80'] = process.argv.slice(2);
process.stdout.write(nginxServer({root: resolve(root), listen}));
