/**
 * The full-size view of a diagram: a modal dialog that opens with the whole drawing in view and
 * steps its zoom (buttons, or + - 0 on the keyboard); the drawing pans by scrolling, by touch, or
 * by dragging with a mouse. Escape, the Close button or a click on the backdrop closes it and
 * focus returns to the Full size button.
 */
import {useEffect, useLayoutEffect, useRef, useState, type ReactNode} from 'react';
import {fitScale, stepZoom, zoomLabel, type Size} from '@site/src/lib/diagram-zoom';
import styles from './styles.module.css';

type Props = {svg: string; size: Size; label: string; onClose: () => void};

/** Padding of the drawing inside the viewport, in CSS pixels, on every side. */
const PAD = 16;

export default function Viewer({svg, size, label, onClose}: Props): ReactNode {
  const dialog = useRef<HTMLDialogElement>(null);
  const viewport = useRef<HTMLDivElement>(null);
  const [scale, setScale] = useState<number | null>(null);
  const [fitted, setFitted] = useState(1);

  useLayoutEffect(() => {
    const element = dialog.current;
    if (!element) return;
    const opener = document.activeElement;
    if (!element.open) element.showModal();
    const space = viewport.current!.getBoundingClientRect();
    const fit = fitScale(size, {width: space.width - 2 * PAD, height: space.height - 2 * PAD});
    setFitted(fit);
    setScale(fit);
    return () => {
      if (opener instanceof HTMLElement && opener.isConnected) opener.focus();
    };
  }, [size]);

  useEffect(() => {
    // Drag to pan with a mouse or pen (touch scrolls natively).
    const element = viewport.current;
    if (!element) return undefined;
    let from: {x: number; y: number; left: number; top: number} | null = null;
    const down = (event: PointerEvent) => {
      if (event.pointerType === 'touch' || event.button !== 0) return;
      from = {x: event.clientX, y: event.clientY, left: element.scrollLeft, top: element.scrollTop};
      element.setPointerCapture(event.pointerId);
    };
    const move = (event: PointerEvent) => {
      if (!from) return;
      element.scrollLeft = from.left - (event.clientX - from.x);
      element.scrollTop = from.top - (event.clientY - from.y);
    };
    const up = () => {
      from = null;
    };
    element.addEventListener('pointerdown', down);
    element.addEventListener('pointermove', move);
    element.addEventListener('pointerup', up);
    element.addEventListener('pointercancel', up);
    return () => {
      element.removeEventListener('pointerdown', down);
      element.removeEventListener('pointermove', move);
      element.removeEventListener('pointerup', up);
      element.removeEventListener('pointercancel', up);
    };
  }, []);

  const current = scale ?? fitted;
  const zoom = (next: number) => {
    const element = viewport.current;
    if (!element) return setScale(next);
    // Keep the point at the viewport's centre where it is.
    const ratio = next / current;
    const centreX = element.scrollLeft + element.clientWidth / 2;
    const centreY = element.scrollTop + element.clientHeight / 2;
    setScale(next);
    requestAnimationFrame(() => {
      element.scrollLeft = centreX * ratio - element.clientWidth / 2;
      element.scrollTop = centreY * ratio - element.clientHeight / 2;
    });
  };

  const onKeyDown = (event: React.KeyboardEvent) => {
    if (event.key === '+' || event.key === '=') zoom(stepZoom(current, 1));
    else if (event.key === '-') zoom(stepZoom(current, -1));
    else if (event.key === '0') zoom(fitted);
    else return;
    event.preventDefault();
  };

  return (
    // A modal dialog is interactive: its keys are the zoom's, a click on its backdrop closes it.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <dialog
      ref={dialog}
      className={styles.viewer}
      aria-label={`Diagram, full size: ${label}`}
      onClose={onClose}
      onKeyDown={onKeyDown}
      onClick={(event) => {
        if (event.target === dialog.current) dialog.current?.close();
      }}
    >
      <div className={styles.toolbar}>
        <button type="button" onClick={() => zoom(stepZoom(current, -1))} aria-label="Zoom out">
          −
        </button>
        <output className={styles.zoomLevel} aria-live="polite">
          {zoomLabel(current)}
        </output>
        <button type="button" onClick={() => zoom(stepZoom(current, 1))} aria-label="Zoom in">
          +
        </button>
        <button type="button" onClick={() => zoom(fitted)}>
          Fit
        </button>
        <button type="button" onClick={() => zoom(1)}>
          100%
        </button>
        <button type="button" className={styles.close} onClick={() => dialog.current?.close()}>
          Close
        </button>
      </div>
      <div
        ref={viewport}
        className={`${styles.frame} ${styles.viewport}`}
        tabIndex={0}
        role="img"
        aria-label={`Diagram: ${label}`}
        style={{
          ['--diagram-width' as string]: `${size.width * current}px`,
          ['--diagram-height' as string]: `${size.height * current}px`,
        }}
        dangerouslySetInnerHTML={{__html: svg}}
      />
    </dialog>
  );
}
