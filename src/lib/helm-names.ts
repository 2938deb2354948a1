/**
 * Kubernetes object names a page's kubectl commands use, held to the names the dagster Helm chart
 * generates (src/data/config-schemas/helm-names.yaml, read from the chart's helpers). Pages install
 * the chart as the release `dagster`, so a name that starts with `dagster-` must be one the chart
 * gives a release of that name; other names (another release, a variable) are not checked.
 */
import {simpleCommands} from './commands';

export type GeneratedName = {kind: string; name: string};

const KINDS: Record<string, string> = {
  deploy: 'Deployment',
  deployment: 'Deployment',
  deployments: 'Deployment',
  'deployment.apps': 'Deployment',
  job: 'Job',
  jobs: 'Job',
  svc: 'Service',
  service: 'Service',
  services: 'Service',
};

/** Whether `name` is one the chart generates for `kind` (a `<placeholder>` in a pattern matches any word). */
function generated(kind: string, name: string, names: readonly GeneratedName[]): boolean {
  return names.some((n) => {
    if (n.kind !== kind) return false;
    const pattern = n.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/<[^>]+>/g, '[\\w.-]+');
    return new RegExp(`^${pattern}$`).test(name);
  });
}

/** The (kind, name) pairs a kubectl command names: `get job X`, `deploy/X`, `-l job-name=X`. */
export function kubectlObjects(words: readonly string[]): {kind: string; name: string}[] {
  const start = words.indexOf('kubectl');
  if (start < 0) return [];
  const args = words.slice(start + 1);
  const out: {kind: string; name: string}[] = [];
  for (let i = 0; i < args.length; i++) {
    const word = args[i];
    const selector = /^(?:-l|--selector)(?:=(.*))?$/.exec(word);
    if (selector) {
      const value = selector[1] ?? args[++i] ?? '';
      for (const part of value.split(',')) {
        const [key, name] = part.split('=');
        if (key === 'job-name' && name) out.push({kind: 'Job', name});
      }
      continue;
    }
    const slash = /^([a-z.]+)\/([\w.-]+)$/.exec(word);
    if (slash && KINDS[slash[1]]) {
      out.push({kind: KINDS[slash[1]], name: slash[2]});
      continue;
    }
    if (KINDS[word] && args[i + 1] && !args[i + 1].startsWith('-')) out.push({kind: KINDS[word], name: args[i + 1]});
  }
  return out;
}

export function helmNameProblems(line: string, names: readonly GeneratedName[]): string[] {
  return simpleCommands(line).flatMap((words) =>
    kubectlObjects(words)
      .filter((o) => o.name.startsWith('dagster-') && !generated(o.kind, o.name, names))
      .map((o) => {
        const same = names.filter((n) => n.kind === o.kind).map((n) => n.name);
        return `the dagster Helm chart names no ${o.kind} "${o.name}" for the release dagster${same.length ? ` (its ${o.kind} names: ${same.join(', ')})` : ''}: see src/data/config-schemas/helm-names.yaml`;
      }),
  );
}
