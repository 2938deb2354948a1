import {describe, expect, it} from 'vitest';
import {brandLogoSvg, contrast, initials, luminance, monogramColor, monogramLogoSvg} from './logos';

describe('logos', () => {
  it('draws a brand mark with an accessible name, darkening pale brand colours', () => {
    const svg = brandLogoSvg('Snow & Co', {title: 'Snow', hex: 'FFFFFF', path: 'M0 0h24v24H0z'});
    expect(svg).toContain('aria-label="Snow &amp; Co logo"');
    expect(svg).toContain('<title>Snow &amp; Co logo</title>');
    expect(svg).toContain('fill="#1f2328"');
    expect(brandLogoSvg('Blue', {title: 'Blue', hex: '0055AA', path: 'M0 0'})).toContain('fill="#0055AA"');
  });

  it('draws monograms with readable initials', () => {
    expect(initials('Weights & Biases')).toBe('WB');
    expect(initials('dlt')).toBe('DL');
    expect(monogramLogoSvg('dlt')).toMatch(/<text[^>]*>DL<\/text>/);
    expect(monogramColor('dlt')).toBe(monogramColor('dlt'));
  });

  it('computes WCAG contrast', () => {
    expect(contrast(luminance('000000'), luminance('ffffff'))).toBeCloseTo(21, 0);
  });
});
