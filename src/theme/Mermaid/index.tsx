/**
 * Mermaid renders in the browser, and its code is the heaviest download on the site (about
 * 190 KB gzip with a diagram type). Here a diagram, and Mermaid with it, loads when it comes near
 * the viewport, not on every page that has one somewhere below the fold.
 */
import {useEffect, useRef, useState, type ComponentProps, type ReactNode} from 'react';
import Mermaid from '@theme-original/Mermaid';
import {MERMAID_LOAD_AHEAD} from '@site/src/lib/mermaid';
import styles from './styles.module.css';

type Props = ComponentProps<typeof Mermaid>;

export default function MermaidWhenNear(props: Props): ReactNode {
  const placeholder = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);

  useEffect(() => {
    const element = placeholder.current;
    if (!element || near) return undefined;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) setNear(true);
    }, {rootMargin: MERMAID_LOAD_AHEAD});
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);

  return near ? <Mermaid {...props} /> : <div ref={placeholder} className={styles.placeholder} data-mermaid-pending="" aria-hidden="true" />;
}
