import {describe, expect, it} from 'vitest';
import type {ReactElement, ReactNode} from 'react';
import {
  CARD_HEIGHT,
  CARD_WIDTH,
  cardContent,
  cardElement,
  hasAuthoredImage,
  layoutTitle,
  planCards,
  socialCardPath,
  wrapTitle,
} from './card';

/** Every character is 10 units wide, so widths are easy to reason about. */
const measure = (text: string) => Array.from(text).length * 10;

describe('socialCardPath', () => {
  it('maps the home page to index.png and other routes to their path', () => {
    expect(socialCardPath('/')).toBe('img/social/index.png');
    expect(socialCardPath('/guides/build/assets')).toBe('img/social/guides/build/assets.png');
  });

  it('ignores a trailing slash and does not repeat the base URL', () => {
    expect(socialCardPath('/examples/')).toBe('img/social/examples.png');
    expect(socialCardPath('/docs/api/dagster', '/docs/')).toBe('img/social/api/dagster.png');
    expect(socialCardPath('/docs/', '/docs/')).toBe('img/social/index.png');
  });
});

describe('cardContent', () => {
  it('labels the section from the route and tidies the title', () => {
    expect(cardContent('Assets', '/guides/build/assets')).toEqual({title: 'Assets', section: 'Docs'});
    expect(cardContent('  dagster-dbt\n', '/api/libraries/dagster-dbt')).toEqual({title: 'dagster-dbt', section: 'API'});
    expect(cardContent('Branch deployments', '/dagster-plus/features/x').section).toBe('Dagster+');
    expect(cardContent('Dagster & dbt', '/integrations/libraries/dbt').section).toBe('Integrations');
    expect(cardContent('ETL pipeline', '/docs/examples/etl', '/docs/').section).toBe('Examples');
  });
});

describe('hasAuthoredImage', () => {
  it('is true only for a non-empty image path in front matter', () => {
    expect(hasAuthoredImage({image: '/img/custom.png'})).toBe(true);
    expect(hasAuthoredImage({image: ' '})).toBe(false);
    expect(hasAuthoredImage({})).toBe(false);
  });
});

describe('wrapTitle', () => {
  it('keeps a title that fits on one line', () => {
    expect(wrapTitle('Defining assets', {maxWidth: 200, maxLines: 3, measure})).toEqual(['Defining assets']);
  });

  it('wraps greedily at spaces and collapses runs of whitespace', () => {
    expect(wrapTitle('one  two three four', {maxWidth: 90, maxLines: 3, measure})).toEqual(['one two', 'three', 'four']);
  });

  it('breaks a word wider than a line after dots, underscores, hyphens and between camelCase humps', () => {
    expect(wrapTitle('dagster_dbt.DbtCliResource', {maxWidth: 120, maxLines: 3, measure})).toEqual(['dagster_dbt.', 'DbtCli', 'Resource']);
    expect(wrapTitle('dagster-celery-k8s', {maxWidth: 100, maxLines: 3, measure})).toEqual(['dagster-', 'celery-k8s']);
  });

  it('breaks a word by characters where it has no better place to break', () => {
    expect(wrapTitle('abcdefghij', {maxWidth: 40, maxLines: 3, measure})).toEqual(['abcd', 'efgh', 'ij']);
  });

  it('ends the last line with an ellipsis when more lines are needed, dropping whole words', () => {
    const lines = wrapTitle('aaa bbb ccc ddd eee', {maxWidth: 70, maxLines: 2, measure});
    expect(lines).toEqual(['aaa bbb', 'ccc…']);
    expect(lines.every((line) => measure(line) <= 70)).toBe(true);
  });

  it('does not leave punctuation before the ellipsis', () => {
    expect(wrapTitle('alpha, beta gamma', {maxWidth: 70, maxLines: 1, measure})).toEqual(['alpha…']);
  });

  it('cuts a single long last word by characters to make room for the ellipsis', () => {
    expect(wrapTitle('abcdefghij klm', {maxWidth: 50, maxLines: 1, measure})).toEqual(['abcd…']);
  });

  it('returns no lines for an empty title', () => {
    expect(wrapTitle('  ', {maxWidth: 100, maxLines: 3, measure})).toEqual([]);
  });
});

describe('layoutTitle', () => {
  const byFontSize = (text: string, fontSize: number) => Array.from(text).length * fontSize * 0.5;

  it('uses the large size when the title fits two lines', () => {
    expect(layoutTitle('Assets', byFontSize)).toEqual({fontSize: 84, lines: ['Assets']});
  });

  it('steps down a size before truncating, and truncates at three lines', () => {
    const medium = layoutTitle('word '.repeat(15).trim(), byFontSize);
    expect(medium.fontSize).toBe(68);
    expect(medium.lines).toHaveLength(3);
    expect(medium.lines.at(-1)?.endsWith('…')).toBe(false);

    const long = layoutTitle('word '.repeat(30).trim(), byFontSize);
    expect(long).toMatchObject({fontSize: 68});
    expect(long.lines).toHaveLength(3);
    expect(long.lines[2].endsWith('…')).toBe(true);
  });
});

/** The text of every string child in the tree, depth first. */
function texts(node: ReactNode): string[] {
  if (typeof node === 'string') return [node];
  if (Array.isArray(node)) return node.flatMap(texts);
  if (node && typeof node === 'object' && 'props' in node) {
    return texts((node as ReactElement<{children?: ReactNode}>).props.children);
  }
  return [];
}

describe('cardElement', () => {
  const tree = cardElement({
    title: {fontSize: 68, lines: ['Using branch deployments', 'with the CLI']},
    section: 'Dagster+',
    siteName: 'Dagster Docs',
    logoSrc: 'data:image/svg+xml;base64,PHN2Zy8+',
    host: 'docs.dagster.io',
    fontFamily: ['Inter'],
  });

  it('is a plain {type, props} tree at the card size', () => {
    const root = tree as ReactElement<{style: {width: number; height: number}}>;
    expect(root.type).toBe('div');
    expect(root.props.style).toMatchObject({width: CARD_WIDTH, height: CARD_HEIGHT});
    expect(JSON.parse(JSON.stringify(tree))).toEqual(tree);
  });

  it('shows the site name, section, title lines and host in reading order', () => {
    expect(texts(tree)).toEqual(['Dagster Docs', 'Dagster+', 'Using branch deployments', 'with the CLI', 'docs.dagster.io']);
  });

  it('gives every div an explicit flex display, which satori requires for several children', () => {
    const divs: ReactElement<{style: {display?: string}; children?: ReactNode}>[] = [];
    const walk = (node: ReactNode) => {
      if (Array.isArray(node)) node.forEach(walk);
      else if (node && typeof node === 'object' && 'type' in node) {
        const element = node as ReactElement<{style: {display?: string}; children?: ReactNode}>;
        if (element.type === 'div') divs.push(element);
        walk(element.props.children);
      }
    };
    walk(tree);
    expect(divs.length).toBeGreaterThan(5);
    expect(divs.every((div) => div.props.style.display === 'flex')).toBe(true);
  });
});

describe('planCards', () => {
  it('plans one card per doc, skipping docs whose front matter names an image', () => {
    const docs = [
      {title: 'Overview', permalink: '/', frontMatter: {}},
      {title: 'Dagster & dbt', permalink: '/integrations/libraries/dbt', frontMatter: {}},
      {title: 'Launch post', permalink: '/about/launch', frontMatter: {image: '/img/launch.png'}},
    ];
    expect(planCards(docs)).toEqual([
      {file: 'img/social/index.png', content: {title: 'Overview', section: 'Docs'}},
      {file: 'img/social/integrations/libraries/dbt.png', content: {title: 'Dagster & dbt', section: 'Integrations'}},
    ]);
  });
});
