/**
 * The full-size diagram view's zoom (src/components/Diagram): it opens with the whole drawing in
 * view, and steps through fixed scales of its natural size, so a reader can read any part at full
 * size or larger and get back to the whole in one step.
 */

/** Scales of the drawing's natural size a reader steps through, besides the fitted one. */
export const ZOOM_STEPS = [0.25, 0.5, 0.75, 1, 1.5, 2, 3] as const;

/** The fitted view never enlarges a drawing beyond this: a small diagram opens at about its size. */
export const MAX_FIT_SCALE = 1.5;

export type Size = {width: number; height: number};

/** The scale at which the whole drawing fits the space, never above MAX_FIT_SCALE. */
export function fitScale(drawing: Size, space: Size): number {
  if (drawing.width <= 0 || drawing.height <= 0 || space.width <= 0 || space.height <= 0) return 1;
  return Math.min(space.width / drawing.width, space.height / drawing.height, MAX_FIT_SCALE);
}

/** The next scale up or down from the current one (the fitted scale lies anywhere between steps). */
export function stepZoom(current: number, direction: 1 | -1): number {
  const epsilon = 1e-6;
  if (direction > 0) return ZOOM_STEPS.find((step) => step > current + epsilon) ?? ZOOM_STEPS[ZOOM_STEPS.length - 1];
  return [...ZOOM_STEPS].reverse().find((step) => step < current - epsilon) ?? ZOOM_STEPS[0];
}

/** A scale as a reader reads it: "100%", "38%". */
export function zoomLabel(scale: number): string {
  return `${Math.round(scale * 100)}%`;
}
