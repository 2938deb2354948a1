/** What the site-map-routes plugin gives the pages (kept apart from the plugin, which reads files). */
export const SITE_MAP_ROUTES_PLUGIN = 'site-map-routes';

/** The document titles that differ from the pages' headings, by route. */
export type SiteMapRoutesData = {documentTitles: Record<string, string>};
