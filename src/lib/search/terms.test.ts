import {describe, expect, it} from 'vitest';
import {nearMiss} from './terms';

describe('nearMiss', () => {
  it('holds for words one edit apart: a letter changed, added, dropped, or two neighbours swapped', () => {
    expect(nearMiss('declaritive', 'declarative')).toBe(true);
    expect(nearMiss('deamon', 'daemon')).toBe(true);
    expect(nearMiss('schedle', 'schedule')).toBe(true);
    expect(nearMiss('sensorss', 'sensors')).toBe(true);
  });

  it('does not hold for the same word, two edits, or a swap that is not of neighbours', () => {
    expect(nearMiss('daemon', 'daemon')).toBe(false);
    expect(nearMiss('daemon', 'demon1')).toBe(false);
    expect(nearMiss('abcdef', 'fbcdea')).toBe(false);
    expect(nearMiss('sensor', 'sensors12')).toBe(false);
  });
});
