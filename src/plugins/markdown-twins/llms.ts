/**
 * `/llms.txt` (the llmstxt.org format: a title, a one-line summary, a paragraph, then one list
 * of links per section) and `/llms-full.txt` (every listed twin, in the same order). Pages are
 * ordered as the sidebars show them; listed pages that no sidebar holds go under "Optional".
 */
import {markdownTwinPath} from '../../lib/page-tools';

/** The subset of Docusaurus's sidebar items that ordering reads. */
export type SidebarNode =
  | {type: 'doc' | 'ref'; id: string}
  | {type: 'category'; items: readonly SidebarNode[]; link?: {type: 'doc'; id: string} | {type: 'generated-index'}}
  | {type: 'link' | 'html'};

export type LlmsPage = {
  id: string;
  /** The page's route, e.g. `/guides/build/assets`. */
  route: string;
  title: string;
  description: string;
  unlisted: boolean;
};

export type LlmsSection = {name: string; pages: LlmsPage[]};

/** Sidebars in the order llms.txt lists them, with the names readers know them by. */
export const SIDEBAR_SECTIONS: readonly {sidebar: string; name: string}[] = [
  {sidebar: 'docs', name: 'Docs'},
  {sidebar: 'examples', name: 'Examples'},
  {sidebar: 'integrations', name: 'Integrations'},
  {sidebar: 'dagsterPlus', name: 'Dagster+'},
  {sidebar: 'api', name: 'API reference'},
];

export const OPTIONAL_SECTION = 'Optional';

/** The twin of a route: `/guides/build/assets` → `/guides/build/assets.md`, `/` → `/index.md`. */
export const twinPath = markdownTwinPath;

function docIds(items: readonly SidebarNode[]): string[] {
  return items.flatMap((item) => {
    if (item.type === 'doc') return [item.id];
    if (item.type !== 'category') return [];
    return [...(item.link?.type === 'doc' ? [item.link.id] : []), ...docIds(item.items)];
  });
}

export function llmsSections(
  sidebars: Readonly<Record<string, readonly SidebarNode[]>>,
  pages: readonly LlmsPage[],
  order: readonly {sidebar: string; name: string}[] = SIDEBAR_SECTIONS,
): LlmsSection[] {
  const unnamed = Object.keys(sidebars).filter((id) => !order.some((section) => section.sidebar === id));
  if (unnamed.length) {
    throw new Error(
      `llms.txt has no section for the sidebar(s) ${unnamed.join(', ')}: add them to SIDEBAR_SECTIONS in src/plugins/markdown-twins/llms.ts`,
    );
  }
  const byId = new Map(pages.map((page) => [page.id, page]));
  const placed = new Set<string>();
  const sections: LlmsSection[] = [];
  for (const {sidebar, name} of order) {
    const items = sidebars[sidebar];
    if (!items) continue;
    const listed: LlmsPage[] = [];
    for (const id of docIds(items)) {
      const page = byId.get(id);
      // A page shown in two sidebars is listed once, where it first appears.
      if (!page || placed.has(id)) continue;
      placed.add(id);
      if (!page.unlisted) listed.push(page);
    }
    if (listed.length) sections.push({name, pages: listed});
  }
  const optional = pages.filter((page) => !page.unlisted && !placed.has(page.id)).sort((a, b) => a.route.localeCompare(b.route));
  if (optional.length) sections.push({name: OPTIONAL_SECTION, pages: optional});
  return sections;
}

function linkText(title: string): string {
  return title.replace(/[[\]\\]/g, '\\$&');
}

export type LlmsIntro = {title: string; summary: string; details: string};

/** `siteUrl` has no trailing slash; each page links to its Markdown twin. */
export function renderLlmsTxt(intro: LlmsIntro, sections: readonly LlmsSection[], siteUrl: string): string {
  const lines = [`# ${intro.title}`, '', `> ${intro.summary}`, '', intro.details];
  for (const section of sections) {
    lines.push('', `## ${section.name}`, '');
    for (const page of section.pages) {
      const link = `- [${linkText(page.title)}](${siteUrl}${twinPath(page.route)})`;
      lines.push(page.description ? `${link}: ${page.description}` : link);
    }
  }
  return `${lines.join('\n')}\n`;
}

/** Every listed page's twin, in llms.txt order, separated by `---` lines. */
export function renderLlmsFull(sections: readonly LlmsSection[], twinOf: (page: LlmsPage) => string): string {
  return sections
    .flatMap((section) => section.pages)
    .map((page) => twinOf(page).trimEnd())
    .join('\n\n---\n\n')
    .concat('\n');
}
