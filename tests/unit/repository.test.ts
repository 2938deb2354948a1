import {describe, expect, it} from 'vitest';
import {editUrlFor, repositoryFrom} from '../../config/repository';

describe('the edit link', () => {
  it('leads to the page’s own file in the repository set at build time', () => {
    const repo = repositoryFrom({DOCS_REPOSITORY_URL: 'https://github.com/acme/dagster-docs/'});
    expect(repo).toEqual({url: 'https://github.com/acme/dagster-docs', branch: 'main'});
    const edit = editUrlFor(repo);
    expect(edit({versionDocsDirPath: 'docs', docPath: 'guides/build/assets.mdx'})).toBe(
      'https://github.com/acme/dagster-docs/edit/main/docs/guides/build/assets.mdx',
    );
    expect(edit({versionDocsDirPath: 'docs', docPath: 'guides/index.mdx'})).toMatch(/\/docs\/guides\/index\.mdx$/);
    expect(repositoryFrom({DOCS_REPOSITORY_URL: 'https://gitlab.com/a/b', DOCS_REPOSITORY_BRANCH: 'docs'})?.branch).toBe('docs');
  });

  it('is not shown when no repository is set', () => {
    expect(repositoryFrom({})).toBeUndefined();
    expect(editUrlFor(undefined)({versionDocsDirPath: 'docs', docPath: 'guides/build/assets.mdx'})).toBeUndefined();
  });

  it('refuses an address that is not a web address, naming it', () => {
    expect(() => repositoryFrom({DOCS_REPOSITORY_URL: 'git@github.com:acme/docs.git'})).toThrow(/git@github\.com:acme\/docs\.git/);
  });
});
