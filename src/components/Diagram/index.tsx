/**
 * A diagram drawn at build time (src/plugins/diagrams). The drawing keeps its natural size, so
 * its text stays readable; one wider than the column scrolls sideways inside its frame, which
 * takes keyboard focus for that. Screen readers hear its labels in drawing order.
 *
 * "Full size" opens the drawing in a dialog, the whole of it in view, with zoom steps and drag to
 * pan (src/components/Diagram/Viewer.tsx). It needs the app, so it is not shown without it; the
 * frame still scrolls then.
 */
import {lazy, Suspense, useMemo, useState, type ReactNode} from 'react';
import styles from './styles.module.css';

const Viewer = lazy(() => import('./Viewer'));

type Props = {svg: string; width: string; height: string; label: string};

export default function Diagram({svg, width, height, label}: Props): ReactNode {
  const [open, setOpen] = useState(false);
  // One object while open: the viewer fits the drawing to the screen once per size.
  const size = useMemo(() => ({width: Number(width), height: Number(height)}), [width, height]);
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
      <button type="button" className={`${styles.expand} needs-app`} onClick={() => setOpen(true)} aria-haspopup="dialog">
        Full size
      </button>
      {open && (
        <Suspense fallback={null}>
          <Viewer svg={svg} size={size} label={label} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </figure>
  );
}
