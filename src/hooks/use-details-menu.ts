/**
 * A <details> used as a menu. It opens and closes natively, so it works from the HTML before the
 * app runs (and without it); once the app runs it also behaves as a menu does: Escape closes it and
 * returns focus to its summary, a click or focus outside closes it, choosing an entry closes it,
 * and the arrow keys move through its entries (ArrowDown or ArrowUp on the summary opens it and
 * enters it at the first or last entry; Home and End jump to the ends).
 */
import {useEffect, useRef, type RefObject} from 'react';

export function useDetailsMenu(): RefObject<HTMLDetailsElement | null> {
  const ref = useRef<HTMLDetailsElement>(null);
  useEffect(() => {
    const details = ref.current;
    if (!details) return undefined;
    const summary = details.querySelector('summary');
    const entries = () => Array.from(details.querySelectorAll<HTMLElement>('a[href], button'));

    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && details.open) {
        event.preventDefault();
        details.open = false;
        summary?.focus();
        return;
      }
      const arrow = event.key === 'ArrowDown' || event.key === 'ArrowUp';
      const end = event.key === 'Home' || event.key === 'End';
      if (!arrow && !(end && details.open)) return;
      const list = entries();
      if (!list.length) return;
      event.preventDefault();
      details.open = true;
      const at = list.indexOf(document.activeElement as HTMLElement);
      const last = list.length - 1;
      const next =
        event.key === 'Home'
          ? 0
          : event.key === 'End'
            ? last
            : at < 0
              ? event.key === 'ArrowDown'
                ? 0
                : last
              : (at + (event.key === 'ArrowDown' ? 1 : -1) + list.length) % list.length;
      list[next]?.focus();
    };
    const onOutside = (event: Event) => {
      if (details.open && !details.contains(event.target as Node)) details.open = false;
    };
    const onChoose = (event: MouseEvent) => {
      if (event.target instanceof Element && event.target.closest('a[href], button')) details.open = false;
    };

    details.addEventListener('keydown', onKeyDown);
    details.addEventListener('click', onChoose);
    document.addEventListener('pointerdown', onOutside);
    document.addEventListener('focusin', onOutside);
    return () => {
      details.removeEventListener('keydown', onKeyDown);
      details.removeEventListener('click', onChoose);
      document.removeEventListener('pointerdown', onOutside);
      document.removeEventListener('focusin', onOutside);
    };
  }, []);
  return ref;
}
