/**
 * The docs plugin, with two changes to what it ships; everything else is the plugin's own.
 * - Its version metadata (loaded on every doc page) carries a `docs` map with the title and
 *   description of all ~530 pages, read only by the theme's DocCard, which this site does not
 *   use: the map is emptied before the route's props are written.
 * - Its global data (in main.js, on every page) lists every doc's id, path and sidebar, 6 KB
 *   gzip, so the navbar can tell which sidebar the current page is in: the navbar here reads
 *   that from the matched route (src/theme/NavbarItem/DocSidebarNavbarItem), and the list keeps
 *   only each version's main doc, which the version dropdown links to.
 */
import pluginContentDocs, {validateOptions} from '@docusaurus/plugin-content-docs';
import type {LoadedContent, PluginOptions} from '@docusaurus/plugin-content-docs';
import type {LoadContext, Plugin, PluginModule, RouteConfig} from '@docusaurus/types';

export function withoutVersionDocs(route: RouteConfig): RouteConfig {
  const version = (route.props as {version?: {docs?: object}} | undefined)?.version;
  return {
    ...route,
    ...(version?.docs && {props: {...route.props, version: {...version, docs: {}}}}),
    ...(route.routes && {routes: route.routes.map(withoutVersionDocs)}),
  };
}

type GlobalDocs = {versions?: {mainDocId: string; docs: {id: string}[]}[]};

export function withMainDocsOnly(data: unknown): unknown {
  const {versions} = data as GlobalDocs;
  if (!versions) return data;
  return {
    ...(data as object),
    versions: versions.map((version) => ({...version, docs: version.docs.filter((doc) => doc.id === version.mainDocId)})),
  };
}

/** `options` arrive validated by `validateOptions` below, with the plugin's defaults filled in. */
async function docsContentPlugin(context: LoadContext, options: unknown): Promise<Plugin<LoadedContent>> {
  const plugin = await pluginContentDocs(context, options as PluginOptions);
  return {
    ...plugin,
    async contentLoaded(args) {
      const addRoute = (route: RouteConfig) => args.actions.addRoute(withoutVersionDocs(route));
      const setGlobalData = (data: unknown) => args.actions.setGlobalData(withMainDocsOnly(data));
      await plugin.contentLoaded?.({...args, actions: {...args.actions, addRoute, setGlobalData}});
    },
  };
}

// Docusaurus validates (and fills in defaults for) a function plugin's options through
// `validateOptions`; its PluginModule type speaks of unknown content, hence the cast.
export default Object.assign(docsContentPlugin, {validateOptions}) as unknown as PluginModule;
