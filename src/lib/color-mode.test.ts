import {describe, expect, it} from 'vitest';
import {nextColorMode} from './color-mode';

describe('nextColorMode', () => {
  it('leaves the system choice for the look the system does not have, so the first click shows', () => {
    expect(nextColorMode(null, 'light')).toBe('dark');
    expect(nextColorMode(null, 'dark')).toBe('light');
  });

  it('then goes to the system look, then back to following the system', () => {
    expect(nextColorMode('dark', 'light')).toBe('light');
    expect(nextColorMode('light', 'light')).toBeNull();
    expect(nextColorMode('light', 'dark')).toBe('dark');
    expect(nextColorMode('dark', 'dark')).toBeNull();
  });
});
