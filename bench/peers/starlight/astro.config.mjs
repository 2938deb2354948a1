// @ts-check
import {defineConfig} from 'astro/config';
import starlight from '@astrojs/starlight';

// https://astro.build/config
export default defineConfig({
  site: 'http://127.0.0.1',
  integrations: [
    starlight({
      title: 'Peer',
      // No `sidebar` option: Starlight then autogenerates the sidebar from every page in src/content/docs/.
    }),
  ],
});
