/**
 * Where this site's own source lives, set in one place: every page's "Edit this page" link comes
 * from it. Give the repository's web address at build time (DOCS_REPOSITORY_URL, for example
 * https://github.com/acme/dagster-docs, and DOCS_REPOSITORY_BRANCH, `main` when unset). Without
 * it pages show no edit link, rather than one into a repository that holds other files.
 */
export type Repository = {url: string; branch: string};

export function repositoryFrom(env: Record<string, string | undefined>): Repository | undefined {
  const url = env.DOCS_REPOSITORY_URL?.trim().replace(/\/+$/, '');
  if (!url) return undefined;
  if (!/^https:\/\/[^\s/]+\/\S+$/.test(url)) {
    throw new Error(`DOCS_REPOSITORY_URL must be the repository's https address (got "${url}")`);
  }
  return {url, branch: env.DOCS_REPOSITORY_BRANCH?.trim() || 'main'};
}

export const repository = repositoryFrom(process.env);

/**
 * The docs plugin's editUrl: the page's own file in the repository, in GitHub's
 * `/edit/<branch>/<path>` form, or no link when no repository is set.
 */
export function editUrlFor(repo: Repository | undefined) {
  return ({versionDocsDirPath, docPath}: {versionDocsDirPath: string; docPath: string}): string | undefined =>
    repo ? `${repo.url}/edit/${repo.branch}/${versionDocsDirPath}/${docPath}` : undefined;
}
