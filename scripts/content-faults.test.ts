/**
 * The fault catalogue: each fault an author (or an attacker with commit access) can put in a
 * page, applied to a copy of a real page, and the exact finding the content check gives for it:
 * file, line, message. A fault that gets through, or lands on the wrong line, fails here.
 */
import {mkdtempSync, readFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {beforeAll, describe, expect, it} from 'vitest';
import {checkContent, type Finding} from './check-content';
import {FileCache} from '../src/plugins/shared/file-cache';
import {loadDiagramRenderer} from '../src/lib/diagrams';
import {sampleKey} from '../src/lib/snippets';

const root = process.cwd();
const HEX = 'docs/integrations/libraries/hex.mdx';
const LONG = 'docs/guides/build/assets/defining-assets.mdx';
const cache = new FileCache(mkdtempSync(join(tmpdir(), 'content-faults-')), 'faults');

const original = (file: string) => readFileSync(join(root, file), 'utf8');

/** Replaces line `line` (1-based) of a page's text. */
function withLine(text: string, line: number, replacement: string): string {
  const lines = text.split('\n');
  lines[line - 1] = replacement;
  return lines.join('\n');
}

/** The first Python sample of a page long enough to count as a shared sample, and its fence's line. */
function firstLongSample(text: string): {line: number; code: string} {
  const lines = text.split('\n');
  for (let i = 0; i < lines.length; i++) {
    if (!/^```python\b/.test(lines[i])) continue;
    const end = lines.indexOf('```', i + 1);
    const code = lines.slice(i + 1, end).join('\n');
    if (sampleKey(code)) return {line: i + 1, code};
  }
  throw new Error('no long sample');
}

const describeFinding = (f: Finding) => `${f.file}:${f.line}${f.column ? `:${f.column}` : ''}: ${f.message}`;

/** Findings for the checked files, less those the unedited site already has (none, normally). */
function findingsFor(files: string[], edits: Record<string, string | null>, baseline: Set<string>): string[] {
  return checkContent(root, files, {cache, edits})
    .map(describeFinding)
    .filter((f) => !baseline.has(f));
}

type Fault = {name: string; file: string; edit: (text: string) => string; expected: string[]};

const FAULTS: Fault[] = [
  {
    name: 'a script element',
    file: HEX,
    edit: (t) => withLine(t, 15, '<script>alert(1)</script>'),
    expected: [`${HEX}:15:1: <script> runs or embeds code in the reader's browser: not allowed in a page`],
  },
  {
    name: 'an iframe',
    file: HEX,
    edit: (t) => withLine(t, 15, '<iframe src="https://example.com/embed" title="x"></iframe>'),
    expected: [`${HEX}:15:1: <iframe> runs or embeds code in the reader's browser: not allowed in a page`],
  },
  {
    name: 'an event handler attribute',
    file: HEX,
    edit: (t) => withLine(t, 15, '<span onMouseOver="alert(1)">Hover me</span>'),
    expected: [`${HEX}:15:1: onMouseOver on <span> is an event handler: pages run no code of their own`],
  },
  {
    name: 'a javascript: link',
    file: HEX,
    edit: (t) => withLine(t, 15, 'Read [the notes](javascript:alert(1)) first.'),
    expected: [`${HEX}:15: link javascript:alert(1) is a script URL: not allowed in a page`],
  },
  {
    name: 'draft: true in front matter',
    file: HEX,
    edit: (t) => withLine(t, 9, 'draft: true'),
    expected: [
      `${HEX}:1: a community library needs issues_url: where readers report problems`,
      `${HEX}:9: draft pages are not allowed: a page is either written or absent (use unlisted: true to hide it)`,
    ],
  },
  {
    name: 'an id override in front matter',
    file: HEX,
    edit: (t) => withLine(t, 8, 'package: "dagster-hex"\nid: hex-renamed'),
    expected: [`${HEX}:9: no id overrides: the file path is the doc id and the route`],
  },
  {
    name: 'a slug override in front matter',
    file: HEX,
    edit: (t) => withLine(t, 8, 'package: "dagster-hex"\nslug: /hex'),
    expected: [`${HEX}:9: no slug overrides: the file path is the route`],
  },
  {
    name: 'a lazy JSX image that does not exist',
    file: HEX,
    edit: (t) => withLine(t, 15, '<img src="/img/does-not-exist.png" alt="x" loading="lazy" />'),
    expected: [`${HEX}:15: image /img/does-not-exist.png does not exist: add static/img/does-not-exist.png`],
  },
  {
    name: 'a Markdown image that does not exist',
    file: HEX,
    edit: (t) => withLine(t, 15, '![The run page](/img/nothing-here.png)'),
    expected: [`${HEX}:15: image /img/nothing-here.png does not exist: add static/img/nothing-here.png`],
  },
  {
    name: 'a link under a static prefix that nothing serves',
    file: HEX,
    edit: (t) => withLine(t, 15, 'See [the diagram](/img/nothing-here.png) and [search](/search-nowhere).'),
    expected: [
      `${HEX}:15: broken link /img/nothing-here.png: no page serves /img/nothing-here.png`,
      `${HEX}:15: broken link /search-nowhere: no page serves /search-nowhere`,
    ],
  },
  {
    name: 'an unclosed tag near the top',
    file: HEX,
    edit: (t) => withLine(t, 15, 'Hex runs are <b>asynchronous, so the step waits.'),
    expected: [`${HEX}:15:14: MDX does not parse: Expected a closing tag for \`<b>\` (15:14-15:17) before the end of \`paragraph\``],
  },
  {
    name: 'an unclosed block tag deep in a long page',
    file: LONG,
    edit: (t) => withLine(t, 120, '<div>'),
    expected: [`${LONG}:120:1: MDX does not parse: Expected a closing tag for \`<div>\` (120:1-120:6)`],
  },
  {
    name: 'malformed front matter',
    file: HEX,
    edit: (t) => withLine(t, 7, 'integration_category: [bi'),
    expected: [`${HEX}:8:1: malformed front matter: Flow sequence in block collection must be sufficiently indented and end with a ]`],
  },
  {
    name: 'a description over the limit',
    file: HEX,
    edit: (t) => withLine(t, 3, `description: "${'Runs Hex projects from Dagster assets. '.repeat(5).trim()}"`),
    expected: [`${HEX}:3: description is 194 characters; keep it under 160`],
  },
  {
    name: 'a missing title',
    file: HEX,
    edit: (t) => withLine(t, 2, 'sidebar_position: 3'),
    expected: [`${HEX}:1: front matter needs a title`],
  },
  {
    name: 'an unknown logo',
    file: HEX,
    edit: (t) => withLine(t, 5, '  logo: no-such-logo'),
    expected: [`${HEX}:5: logo "no-such-logo" does not exist: add it to src/data/integration-logos.ts`],
  },
  {
    name: 'an unknown component',
    file: HEX,
    edit: (t) => withLine(t, 19, '<IntegrationInstaller />'),
    expected: [`${HEX}:19: unknown component <IntegrationInstaller>: register it in src/theme/MDXComponents.tsx`],
  },
  {
    name: 'a python block that does not parse',
    file: HEX,
    edit: (t) => withLine(t, 35, 'def orders_summary( -> None:'),
    expected: [`${HEX}:35: python block does not parse: invalid syntax`],
  },
  {
    name: 'a dagster name the reference does not document',
    file: HEX,
    edit: (t) => withLine(t, 34, '@dg.assett'),
    expected: [
      `${HEX}:34: dagster.assett is not in the API reference: check the name exists in Dagster 1.10, then document it in src/data/api/`,
    ],
  },
  {
    name: 'a keyword argument the callee does not take',
    file: HEX,
    edit: (t) => withLine(t, 40, '@dg.asset(deps=[orders_summary], kind={"hex"})'),
    expected: [`${HEX}:40: dagster.asset has no parameter kind (see its signature in src/data/api)`],
  },
  {
    name: 'a broken link and a broken anchor',
    file: HEX,
    edit: (t) => withLine(t, 15, 'See [assets](/guides/build/asets) and [the glossary](/getting-started/glossary#no-such-term).'),
    expected: [
      `${HEX}:15: broken anchor /getting-started/glossary#no-such-term: /getting-started/glossary has no heading #no-such-term`,
      `${HEX}:15: broken link /guides/build/asets: no page serves /guides/build/asets`,
    ],
  },
  {
    name: 'a code fence in a language the highlighter does not load',
    file: HEX,
    edit: (t) => withLine(t, 27, '```rust'),
    expected: [
      `${HEX}:27: code block language "rust" is not highlighted: use python, yaml, bash, toml, sql, json, javascript, docker, ini or text, or load it in src/lib/highlight/prism.ts`,
    ],
  },
  {
    name: 'search keywords that are not a list of phrases',
    file: HEX,
    edit: (t) => withLine(t, 8, `${t.split('\n')[7]}\nkeywords: run every day`),
    expected: [`${HEX}:9: keywords must be a list of phrases, such as ["run every day", "cron schedule"]`],
  },
  {
    name: 'a fence that includes a sample file that does not exist',
    file: HEX,
    edit: (t) => withLine(t, 15, '```python file=/snippets/nope.py\n```'),
    expected: [`${HEX}:15: file=/snippets/nope.py does not exist`],
  },
  {
    name: 'a long sample copied from another page',
    file: HEX,
    edit: (t) => withLine(t, 15, `\`\`\`python\n${firstLongSample(original(LONG)).code}\n\`\`\``),
    expected: [
      `${HEX}:15: the same sample is on ${LONG}:${firstLongSample(original(LONG)).line}: move it to a file under /snippets/ and include it on both pages with file=`,
    ],
  },
  {
    name: 'a diagram that cannot be drawn',
    file: HEX,
    edit: (t) => withLine(t, 15, '```mermaid\npie title Pets\n  "Dogs" : 3\n```'),
    expected: [
      `${HEX}:15: this mermaid diagram cannot be drawn: Invalid mermaid header: "pie title Pets". Expected "graph TD", "flowchart LR", "stateDiagram-v2", etc.`,
    ],
  },
  {
    name: 'a command option the tool does not have, in a shell block',
    file: HEX,
    edit: (t) => withLine(t, 15, '```bash\ndagster dev \\\n  --porrt 3001\n```'),
    expected: [
      expect.stringMatching(new RegExp(`^${HEX}:16: \`dagster dev\` has no option --porrt in Dagster 1\\.10\\.15 \\(it takes .*--port`)),
    ] as unknown as string[],
  },
  {
    name: 'a subcommand the tool does not have, in inline code',
    file: HEX,
    edit: (t) => withLine(t, 15, 'Run `dagster asset launch --select hex_report` to refresh it.'),
    expected: [
      expect.stringMatching(
        new RegExp(`^${HEX}:15: \`dagster asset\` has no command "launch" in Dagster 1\\.10\\.15 \\(its commands: .*materialize`),
      ),
    ] as unknown as string[],
  },
  {
    name: 'a Kubernetes object name the Helm chart does not generate',
    file: HEX,
    edit: (t) => withLine(t, 15, '```bash\nkubectl get pods --namespace dagster -l job-name=dagster-instance-migrate\n```'),
    expected: [
      `${HEX}:16: the dagster Helm chart names no Job "dagster-instance-migrate" for the release dagster (its Job names: dagster-dagster-webserver-instance-migrate): see src/data/config-schemas/helm-names.yaml`,
    ],
  },
  {
    name: 'a package with extras left unquoted in an install command',
    file: HEX,
    edit: (t) => withLine(t, 15, '```bash\npip install dagster-dlt dlt[duckdb]\n```'),
    expected: [`${HEX}:16: quote dlt[duckdb] ("dlt[duckdb]"): zsh, the default shell on macOS, reads the brackets as a file pattern`],
  },
  {
    name: 'an unknown key in a dagster.yaml block',
    file: HEX,
    edit: (t) =>
      withLine(
        t,
        15,
        '```yaml title="dagster.yaml"\nrun_coordinator:\n  module: dagster.core.run_coordinator\n  class: QueuedRunCoordinator\n  config:\n    max_concurent_runs: 5\n```',
      ),
    expected: [`${HEX}:20: dagster.yaml has no key "max_concurent_runs" under run_coordinator.config in Dagster 1.10.15`],
  },
  {
    name: 'an untitled block that is evidently a dagster.yaml',
    file: HEX,
    edit: (t) => withLine(t, 15, '```yaml\ntelemetry:\n  enabled: false\n```'),
    expected: [`${HEX}:15: this block is dagster.yaml (or part of it): give it title="dagster.yaml" so the check validates it`],
  },
  {
    name: 'a value of the wrong type in a Helm values.yaml block',
    file: HEX,
    edit: (t) => withLine(t, 15, '```yaml title="values.yaml"\ndagsterDaemon:\n  enabled: "yes"\n```'),
    expected: [
      expect.stringMatching(new RegExp(`^${HEX}:17: the dagster Helm chart's values.yaml: dagsterDaemon.enabled must be boolean`)),
    ] as unknown as string[],
  },
  {
    name: 'a command given to CommandTabs',
    file: HEX,
    edit: (t) => withLine(t, 15, '<CommandTabs uv="uv run dagster asset wipee" pip="dagster asset wipee" />'),
    expected: [1, 2].map(() =>
      expect.stringMatching(new RegExp(`^${HEX}:15: \`dagster asset\` has no command "wipee"`)),
    ) as unknown as string[],
  },
  {
    name: 'a command in a CI step of a YAML block',
    file: HEX,
    edit: (t) => withLine(t, 15, '```yaml\nsteps:\n  - name: Deploy\n    run: |\n      dagster-cloud ci nope\n```'),
    expected: [expect.stringMatching(new RegExp(`^${HEX}:19: \`dagster-cloud ci\` has no command "nope"`))] as unknown as string[],
  },
  {
    name: 'a retired command that is in fact valid',
    file: HEX,
    edit: (t) => withLine(t, 9, 'issues_url: "https://github.com/dagster-io/community-integrations"\nretired_commands: ["dagster dev"]'),
    expected: [
      `${HEX}:10: retired_commands: \`dagster dev\` is a valid command in Dagster 1.10.15, not a retired one: remove it from the list`,
    ],
  },
  {
    name: 'an attribute a typed context lacks',
    file: HEX,
    edit: (t) =>
      withLine(
        t,
        15,
        '```python\nimport dagster as dg\n\n\n@dg.asset\ndef report(context: dg.AssetExecutionContext) -> None:\n    context.log_info("x")\n```',
      ),
    expected: [
      `${HEX}:21: dagster.AssetExecutionContext has no attribute log_info in the API reference: check it exists in Dagster 1.10 (then document it in src/data/api) or use what the class offers`,
    ],
  },
  {
    name: 'a context parameter that is not first',
    file: HEX,
    edit: (t) =>
      withLine(
        t,
        15,
        '```python\nimport dagster as dg\n\n\n@dg.asset\ndef report(upstream: int, context: dg.AssetExecutionContext) -> None:\n    context.log.info("x")\n```',
      ),
    expected: [`${HEX}:20: report: Dagster passes the context only as the first parameter; move context first`],
  },
];

describe('content fault catalogue', () => {
  const baseline = new Set<string>();
  beforeAll(async () => {
    await loadDiagramRenderer();
    checkContent(root, [HEX, LONG], {cache}).forEach((f) => baseline.add(describeFinding(f)));
  }, 60_000);

  it.each(FAULTS)('$name is caught at its file and line', ({file, edit, expected}) => {
    const findings = findingsFor([file], {[file]: edit(original(file))}, baseline);
    expect(findings.sort()).toEqual([...expected].sort());
  });

  it('a second file serving an existing route is caught naming both files', () => {
    const extra = 'docs/guides/build/assets/index.mdx';
    const findings = findingsFor([extra], {[extra]: original(LONG)}, baseline);
    expect(findings).toEqual([
      `${extra}:1: serves /guides/build/assets, which docs/guides/build/assets.mdx serves too: one route, one file`,
    ]);
  });

  it('a page that no longer serves its site-map route is caught at the site map', () => {
    const findings = findingsFor([], {[HEX]: null}, baseline).filter((f) => f.startsWith('src/data/site-map'));
    expect(findings).toEqual([
      expect.stringMatching(
        /^src\/data\/site-map\.tsv:\d+: no page serves \/integrations\/libraries\/hex: add docs\/integrations\/libraries\/hex\.mdx$/,
      ),
    ]);
  });
});
