/**
 * Install commands as a transform of the page's Markdown tree, made once for both outputs:
 * `<PackageInstall packages="…" />`, `<IntegrationInstall extra="…" />` (the package comes from
 * the page's `package` front matter, the fact the catalog shows) and `<CommandTabs uv="…" pip="…" />`
 * become `<Tabs groupId="python-package-manager">` with a uv and a pip `<TabItem>`, each holding a
 * bash code block. The MDX build runs it before Docusaurus's own plugins, and the Markdown twins
 * run it on the tree they read, so the HTML renders generic tabs and code blocks and the twin
 * writes them as labelled code blocks: neither knows what an install command is. (The pattern of
 * Docusaurus's npm2yarn plugin.)
 */
import type {Code, Root} from 'mdast';
import type {MdxJsxFlowElement} from 'mdast-util-mdx-jsx';
import type {VFile} from 'vfile';
import {SKIP, visit} from 'unist-util-visit';
import {AttributeValueError, jsxAttribute as attribute, stringAttribute} from '../shared/jsx-attributes';

/** The tab group whose choice (uv or pip) the reader's browser remembers across pages. */
export const PACKAGE_MANAGER_GROUP = 'python-package-manager';

/** The components this transform replaces; pages use them without an import. */
export const INSTALL_COMPONENTS = ['PackageInstall', 'IntegrationInstall', 'CommandTabs'] as const;

export type InstallCommands = {uv: string; pip: string};

/** The uv and pip commands that install space-separated `packages`. */
export function installCommands(packages: string): InstallCommands {
  // Extras are quoted: zsh, macOS's default shell, would read `dlt[duckdb]` as a file pattern.
  const names = packages
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .map((name) => (/^[^'"].*\[/.test(name) ? `"${name}"` : name))
    .join(' ');
  return {uv: `uv add ${names}`, pip: `pip install ${names}`};
}

const bash = (value: string): Code => ({type: 'code', lang: 'bash', meta: null, value: value.trim()});

function tabItem(value: string, command: string, isDefault: boolean): MdxJsxFlowElement {
  const attributes = [attribute('value', value), attribute('label', value)];
  if (isDefault) attributes.push(attribute('default'));
  return {type: 'mdxJsxFlowElement', name: 'TabItem', attributes, children: [bash(command)]};
}

/** The synced uv/pip tabs for two commands. */
export function commandTabs({uv, pip}: InstallCommands): MdxJsxFlowElement {
  return {
    type: 'mdxJsxFlowElement',
    name: 'Tabs',
    attributes: [attribute('groupId', PACKAGE_MANAGER_GROUP)],
    children: [tabItem('uv', uv, true), tabItem('pip', pip, false)],
  };
}

/** An install component that cannot be expanded, with the line it is on. */
export class InstallComponentError extends Error {
  constructor(
    message: string,
    readonly line: number | undefined,
  ) {
    super(message);
  }
}

/**
 * Replaces every install component in `tree` by its tabs, which take the component's place in the
 * source (their position) and are made of nodes that have none. Throws InstallComponentError for a
 * missing attribute, a computed one, an `<IntegrationInstall>` on a page without `package`, or a
 * component inside a paragraph.
 */
export function expandInstallComponents(tree: Root, frontMatter: Record<string, unknown> | undefined): void {
  visit(tree, (node, index, parent) => {
    if (node.type !== 'mdxJsxFlowElement' && node.type !== 'mdxJsxTextElement') return;
    const name = node.name ?? '';
    if (!(INSTALL_COMPONENTS as readonly string[]).includes(name)) return;
    const fail = (message: string): never => {
      throw new InstallComponentError(`<${name}> ${message}`, node.position?.start.line);
    };
    if (node.type === 'mdxJsxTextElement') fail('must stand on a line of its own, not inside a paragraph');
    const read = (attribute: string): string | undefined => {
      try {
        return stringAttribute(node, attribute)?.trim();
      } catch (error) {
        if (error instanceof AttributeValueError) fail(`needs \`${attribute}\` as a string, not a computed value`);
        throw error;
      }
    };
    const need = (attribute: string): string => read(attribute) || fail(`needs a \`${attribute}\` attribute`);
    let commands: InstallCommands;
    if (name === 'CommandTabs') {
      commands = {uv: need('uv'), pip: need('pip')};
    } else if (name === 'PackageInstall') {
      commands = installCommands(need('packages'));
    } else {
      const pkg = frontMatter?.package;
      if (typeof pkg !== 'string' || !pkg.trim()) fail('needs `package` in the page front matter');
      commands = installCommands(`${pkg as string} ${read('extra') ?? ''}`);
    }
    parent!.children.splice(index!, 1, {...commandTabs(commands), position: node.position});
    return SKIP;
  });
}

/** The remark plugin: the transform above, with the front matter Docusaurus hands each page; errors name file and line. */
export default function remarkInstallTabs() {
  return (tree: Root, file: VFile) => {
    try {
      expandInstallComponents(tree, file.data.frontMatter as Record<string, unknown> | undefined);
    } catch (error) {
      if (!(error instanceof InstallComponentError)) throw error;
      throw new Error(`${file.path}:${error.line ?? 0}: ${error.message}`, {cause: error});
    }
  };
}
