/** After a client-side navigation, bring the new page's sidebar item into view (src/lib/sidebar-scroll). */
import {revealActiveSidebarItem} from '../lib/sidebar-scroll';

export function onRouteDidUpdate({previousLocation}: {previousLocation: unknown}): void {
  // The first call is the page the template already scrolled to, before its first paint.
  if (!previousLocation) return;
  requestAnimationFrame(revealActiveSidebarItem);
}
