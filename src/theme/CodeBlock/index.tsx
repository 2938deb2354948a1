/**
 * Replaces the classic theme's code block. The server renders the highlighted markup; during
 * the first page's hydration the browser keeps it as is (no tokenizer shipped, no second render,
 * no resize observers). After a client-side navigation, blocks render as plain text and
 * highlight once the tokenizer chunk has loaded. Colours are CSS (see the code-highlight plugin).
 */
import {Children, Fragment, useEffect, useRef, useState, type CSSProperties, type ReactNode} from 'react';
import clsx from 'clsx';
import {getHighlighter, loadHighlighter} from '@code-highlighter';
import {isHydrating} from '@site/src/plugins/code-highlight/hydration';
import {codeOf, languageOf, codeTitleOf} from '@site/src/lib/highlight/meta';
import type {HighlightNode} from '@site/src/lib/highlight/tokens';
import CopyButton from './CopyButton';
import styles from './styles.module.css';

type Props = {
  children?: ReactNode;
  className?: string;
  metastring?: string;
  title?: ReactNode;
  language?: string;
};

function renderNodes(nodes: HighlightNode[]): ReactNode {
  return nodes.map((node, i) =>
    typeof node === 'string' ? (
      <Fragment key={i}>{node}</Fragment>
    ) : (
      <span key={i} className={node.className}>
        {renderNodes(node.children)}
      </span>
    ),
  );
}

/** Plain string children, or undefined when the block holds elements (`<pre><Comp/></pre>`). */
function stringChildren(children: ReactNode): string | undefined {
  const parts = Children.toArray(children);
  return parts.every((part) => typeof part === 'string') ? parts.join('') : undefined;
}

function HighlightedCode({code, language}: {code: string; language: string | undefined}): ReactNode {
  const ref = useRef<HTMLElement>(null);
  // Decided once per block: a block that hydrated keeps the server's markup for good.
  const [keepServerMarkup, setKeepServerMarkup] = useState(isHydrating);
  const [highlighter, setHighlighter] = useState(getHighlighter);

  useEffect(() => {
    // Hydration that fell back to a client render would leave the block empty: render it instead.
    if (keepServerMarkup && code && !ref.current?.hasChildNodes()) setKeepServerMarkup(false);
  }, [keepServerMarkup, code]);

  useEffect(() => {
    if (keepServerMarkup || highlighter) return;
    let live = true;
    void loadHighlighter().then((loaded) => live && setHighlighter(() => loaded));
    return () => {
      live = false;
    };
  }, [keepServerMarkup, highlighter]);

  if (keepServerMarkup) {
    return <code ref={ref} dangerouslySetInnerHTML={{__html: ''}} suppressHydrationWarning />;
  }
  const nodes = highlighter?.(code, language);
  return <code ref={ref}>{nodes ? renderNodes(nodes) : code}</code>;
}

export default function CodeBlock({children, className, metastring, title, language}: Props): ReactNode {
  const lang = language ?? languageOf(className);
  const text = stringChildren(children);
  const code = text === undefined ? undefined : codeOf(text);
  const heading = title ?? codeTitleOf(metastring);
  const lines = code === undefined ? undefined : code.split('\n').length;
  return (
    <div className={clsx('theme-code-block', styles.block, lang && `language-${lang}`)}>
      {heading && <div className={clsx('code-block-title', styles.title)}>{heading}</div>}
      <div className={styles.body}>
        <pre
          className={clsx(styles.pre, lines === 1 && styles.oneLine)}
          tabIndex={0}
          style={lines === undefined ? undefined : ({'--code-lines': lines} as CSSProperties)}
        >
          {code === undefined ? <code>{children}</code> : <HighlightedCode code={code} language={lang} />}
        </pre>
        {code !== undefined && code.length > 0 && <CopyButton code={code} />}
      </div>
    </div>
  );
}
