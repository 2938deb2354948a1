/**
 * Brings the current page's item into view inside the docs sidebar (which scrolls on its own),
 * without moving the page. The top-level categories are expanded, so on a deep page the active
 * item would otherwise sit below the sidebar's fold. Shared, as source text, by the page
 * template (before the first paint) and the client module (after each navigation).
 */
export function revealActiveSidebarItem(): void {
  // The page's own item; its categories are marked active too.
  const link = document.querySelector<HTMLElement>('nav[aria-label="Docs sidebar"] .menu__link[aria-current="page"]');
  const menu = link?.closest<HTMLElement>('nav.menu');
  if (!link || !menu || menu.scrollHeight <= menu.clientHeight) return;
  const top = link.getBoundingClientRect().top - menu.getBoundingClientRect().top + menu.scrollTop;
  const visible = top >= menu.scrollTop && top + link.offsetHeight <= menu.scrollTop + menu.clientHeight;
  // Place it a third of the way down, so the items around it show too.
  if (!visible) menu.scrollTop = Math.max(0, top - menu.clientHeight / 3);
}
