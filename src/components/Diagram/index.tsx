/**
 * A diagram drawn at build time (src/plugins/diagrams). The drawing keeps its natural size, so
 * its text stays readable; one wider than the column scrolls sideways inside its frame, which
 * takes keyboard focus for that. Screen readers hear its labels in drawing order.
 */
import type {ReactNode} from 'react';
import styles from './styles.module.css';

type Props = {svg: string; width: string; height: string; label: string};

export default function Diagram({svg, width, height, label}: Props): ReactNode {
  return (
    <figure className={styles.diagram} data-pagefind-ignore="">
      <div
        className={styles.frame}
        tabIndex={0}
        role="img"
        aria-label={`Diagram: ${label}`}
        style={{['--diagram-width' as string]: `${width}px`, ['--diagram-height' as string]: `${height}px`}}
        // The SVG was drawn by the build from the page's own source, never from reader input.
        dangerouslySetInnerHTML={{__html: svg}}
      />
    </figure>
  );
}
