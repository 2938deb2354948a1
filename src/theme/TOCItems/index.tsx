/**
 * The table of contents, with long identifiers broken between their words rather than at the
 * column's edge (see src/lib/word-breaks.ts). A wrapper of theme-classic's TOCItems: listed in
 * config/upstream.ts, since the theme does not mark this component safe to swizzle.
 */
import {useMemo, type ReactNode} from 'react';
import TOCItems from '@theme-original/TOCItems';
import type {Props} from '@theme/TOCItems';
import {withWordBreaks} from '@site/src/lib/word-breaks';

export default function TOCItemsWithBreaks({toc, ...props}: Props): ReactNode {
  const broken = useMemo(() => toc.map((item) => ({...item, value: withWordBreaks(item.value)})), [toc]);
  return <TOCItems toc={broken} {...props} />;
}
