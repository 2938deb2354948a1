import {describe, expect, it} from 'vitest';
import {fitScale, MAX_FIT_SCALE, stepZoom, zoomLabel, ZOOM_STEPS} from './diagram-zoom';

describe('fitScale', () => {
  it('shrinks a wide drawing to the width it has', () => {
    expect(fitScale({width: 2000, height: 400}, {width: 1000, height: 800})).toBe(0.5);
  });

  it('shrinks a tall drawing to the height it has', () => {
    expect(fitScale({width: 400, height: 1600}, {width: 1000, height: 800})).toBe(0.5);
  });

  it('enlarges a small drawing only up to its limit', () => {
    expect(fitScale({width: 100, height: 100}, {width: 1000, height: 800})).toBe(MAX_FIT_SCALE);
  });

  it('keeps natural size when a size is unknown', () => {
    expect(fitScale({width: 0, height: 100}, {width: 1000, height: 800})).toBe(1);
    expect(fitScale({width: 100, height: 100}, {width: 0, height: 0})).toBe(1);
  });
});

describe('stepZoom', () => {
  it('goes to the next step from a fitted scale between steps', () => {
    expect(stepZoom(0.38, 1)).toBe(0.5);
    expect(stepZoom(0.38, -1)).toBe(0.25);
  });

  it('moves one step from a step', () => {
    expect(stepZoom(1, 1)).toBe(1.5);
    expect(stepZoom(1, -1)).toBe(0.75);
  });

  it('stops at the ends', () => {
    expect(stepZoom(ZOOM_STEPS[ZOOM_STEPS.length - 1], 1)).toBe(3);
    expect(stepZoom(0.25, -1)).toBe(0.25);
    expect(stepZoom(0.1, -1)).toBe(0.25);
  });
});

describe('zoomLabel', () => {
  it('reads as a whole percentage', () => {
    expect(zoomLabel(1)).toBe('100%');
    expect(zoomLabel(0.3846)).toBe('38%');
  });
});
