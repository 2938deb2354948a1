/**
 * The colour-mode button, wrapped for its order. The theme cycles system → light → dark, so on a
 * light system the first click (system → light) changes nothing a reader can see. Here the first
 * click always changes the look: system → the other look → the system's look → system. Where the
 * app is not running it is not shown (`needs-app`).
 */
import type {ReactNode} from 'react';
import clsx from 'clsx';
import ColorModeToggle from '@theme-original/ColorModeToggle';
import type {Props} from '@theme/ColorModeToggle';
import {nextColorMode} from '@site/src/lib/color-mode';

function systemLook(): 'light' | 'dark' {
  return window.matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
}

export default function ColorModeToggleWrapper(props: Props): ReactNode {
  return (
    <ColorModeToggle
      {...props}
      className={clsx(props.className, 'needs-app')}
      onChange={() => props.onChange(nextColorMode(props.value, systemLook()))}
    />
  );
}
