/**
 * The docs plugin, with one change to what it ships. Its version metadata (loaded on every doc
 * page) carries a `docs` map with the title and description of all ~530 pages: a third of a
 * first visit's JavaScript, read only by the theme's DocCard, which this site does not use.
 * The map is emptied before the route's props are written; everything else is the plugin's own.
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

/** `options` arrive validated by `validateOptions` below, with the plugin's defaults filled in. */
async function docsContentPlugin(context: LoadContext, options: unknown): Promise<Plugin<LoadedContent>> {
  const plugin = await pluginContentDocs(context, options as PluginOptions);
  return {
    ...plugin,
    async contentLoaded(args) {
      const addRoute = (route: RouteConfig) => args.actions.addRoute(withoutVersionDocs(route));
      await plugin.contentLoaded?.({...args, actions: {...args.actions, addRoute}});
    },
  };
}

// Docusaurus validates (and fills in defaults for) a function plugin's options through
// `validateOptions`; its PluginModule type speaks of unknown content, hence the cast.
export default Object.assign(docsContentPlugin, {validateOptions}) as unknown as PluginModule;
