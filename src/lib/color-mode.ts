/** The colour-mode cycle (see src/theme/ColorModeToggle): every step from "system" changes the look first. */
export type ColorModeChoice = 'light' | 'dark' | null;

export function nextColorMode(current: ColorModeChoice, system: 'light' | 'dark'): ColorModeChoice {
  const other = system === 'light' ? 'dark' : 'light';
  if (current === null) return other;
  if (current === other) return system;
  return null;
}
