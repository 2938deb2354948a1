/**
 * Whether React is hydrating the server's HTML for the first page, when a code block can keep
 * the highlighted markup the server wrote. After that (client-side navigation, or the dev
 * server, which renders into an empty root) blocks highlight in the browser.
 */
let hydrated = false;

export function markHydrated(): void {
  hydrated = true;
}

export function isHydrating(): boolean {
  return !hydrated && typeof document !== 'undefined' && document.getElementById('__docusaurus')?.hasChildNodes() === true;
}
