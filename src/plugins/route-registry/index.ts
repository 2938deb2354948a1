/** Slims the route registry in the browser bundle: see strip-module-paths.cjs. */
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

export default function routeRegistryPlugin(): Plugin {
  return {
    name: 'route-registry',
    configureWebpack(_config, isServer) {
      if (isServer) return {};
      return {
        module: {
          rules: [{test: /[\\/]\.docusaurus[\\/]registry\.js$/, use: [{loader: path.join(__dirname, 'strip-module-paths.cjs')}]}],
        },
      };
    },
  };
}
