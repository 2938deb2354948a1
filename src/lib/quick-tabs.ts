/**
 * Tabs that answer before the app. Two things run from the page template, before the app's
 * scripts: a group with a groupId shows the reader's stored choice straight from the HTML (before
 * the first paint), and a tap on a tab while the app is not live yet switches the panels at once.
 * The tap is still held by the template's loader and given to the app once it is live, so React's
 * state (and the stored choice, and other groups with the same groupId) follows the same tab;
 * hydration keeps the server's DOM, so nothing flips back in between. See src/theme/Tabs.
 *
 * `installQuickTabs` runs as source text in the page template (config/ssr-template.ts): it must
 * stay self-contained, with no imports and no outer names.
 */

/** The names the page template and src/theme/Tabs agree on. */
export const QUICK_TABS = {
  /** On a group with a groupId: the key its choice is stored under. */
  storageKeyAttribute: 'data-tabs-storage-key',
  /** On each tab: its value. */
  valueAttribute: 'data-tab-value',
  /** On <html> once React has hydrated (src/theme/Root). */
  readyAttribute: 'data-app-ready',
} as const;

export type QuickTabsNames = typeof QUICK_TABS;

/** Shows stored choices and installs the early tap handler. Source text for the page template. */
export function installQuickTabs(names: QuickTabsNames): void {
  const root = document.documentElement;
  const tabsOf = (group: Element) => group.querySelectorAll(':scope > [role=tablist] > [role=tab]');
  const panelsOf = (group: Element) => group.querySelectorAll<HTMLElement>(':scope > div > [role=tabpanel]');

  /** Selects the tab with this value in the group, as the app would draw it; false if it has none. */
  const select = (group: Element, value: string | null): boolean => {
    const tabs = Array.prototype.slice.call(tabsOf(group)) as Element[];
    const panels = panelsOf(group);
    const index = tabs.findIndex((tab) => tab.getAttribute(names.valueAttribute) === value);
    if (index < 0 || tabs.length !== panels.length) return false;
    tabs.forEach((tab, i) => {
      tab.setAttribute('aria-selected', String(i === index));
      tab.setAttribute('tabindex', i === index ? '0' : '-1');
      tab.classList.toggle('tabs__item--active', i === index);
    });
    panels.forEach((panel, i) => {
      panel.hidden = i !== index;
    });
    return true;
  };

  try {
    document.querySelectorAll(`[${names.storageKeyAttribute}]`).forEach((group) => {
      select(group, localStorage.getItem(group.getAttribute(names.storageKeyAttribute) as string));
    });
  } catch {
    // Storage unavailable (privacy settings): the default tab stays, as the app would keep it.
  }

  addEventListener(
    'click',
    (event) => {
      if (root.getAttribute(names.readyAttribute) === 'true' || event.defaultPrevented) return;
      const tab = event.target instanceof Element ? event.target.closest('[role=tab]') : null;
      const group = tab?.parentElement?.parentElement;
      const value = tab?.getAttribute(names.valueAttribute);
      if (!tab || !group || value == null) return;
      const key = group.getAttribute(names.storageKeyAttribute);
      const groups = key ? document.querySelectorAll(`[${names.storageKeyAttribute}="${CSS.escape(key)}"]`) : [group];
      groups.forEach((each) => select(each, value));
    },
    true,
  );
}
