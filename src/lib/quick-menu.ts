/**
 * The phone menu that opens before the app. Until React has hydrated, a tap on the navbar's menu
 * button opens a plain native dialog in the same task, built from what the HTML already holds: the
 * navbar's links and a copy of the page's sidebar (rendered for wide screens, hidden on a phone).
 * Its entries are plain links, followed by the browser; controls that need the app (a category's
 * caret) are left out, so nothing in it is dead. Once the app is live the button is the app's again
 * (its own sidebar, with collapsible categories); a plain menu still open stays until closed.
 * If the app never starts, the plain menu keeps working.
 *
 * `installQuickMenu` runs as source text in the page template (config/ssr-template.ts), before the
 * app's scripts, so it must stay self-contained: no imports, no outer names. The template's loader
 * leaves alone a tap this has handled (`defaultPrevented`).
 */

/** The names the page template and the CSS agree on. */
export const QUICK_MENU = {
  /** The plain dialog's id. */
  id: 'quick-menu',
  /** The navbar's menu button. */
  toggleSelector: '.navbar__toggle',
  /** The navbar's links, left then right (the version menu's links included). */
  linkSelector: '.navbar__items a.navbar__link[href]:not([href="#"]), .navbar__items a.dropdown__link[href]',
  /** The site's name, for the menu's home link. */
  titleSelector: '.navbar__title',
  /** The page's sidebar, as rendered for wide screens. */
  sidebarSelector: '.theme-doc-sidebar-menu',
  /** On <html> once React has hydrated (src/theme/Root). */
  readyAttribute: 'data-app-ready',
} as const;

export type QuickMenuNames = typeof QUICK_MENU;

/** Installs the early tap handler. Source text for the page template: keep it self-contained. */
export function installQuickMenu(names: QuickMenuNames): void {
  const root = document.documentElement;

  /** A plain copy of a navigation list: links only, no app-driven roles, carets or tab stops. */
  const plainCopy = (source: Element): Element => {
    const copy = source.cloneNode(true) as Element;
    copy.querySelectorAll('button').forEach((button) => button.remove());
    copy.querySelectorAll('[role], [aria-expanded], [tabindex], [aria-haspopup]').forEach((node) => {
      ['role', 'aria-expanded', 'tabindex', 'aria-haspopup'].forEach((name) => node.removeAttribute(name));
    });
    copy.querySelectorAll('[id]').forEach((node) => node.removeAttribute('id'));
    return copy;
  };

  const build = (): HTMLDialogElement => {
    const dialog = document.createElement('dialog');
    dialog.id = names.id;
    dialog.className = 'quick-menu';
    dialog.setAttribute('aria-label', 'Site navigation');
    dialog.innerHTML =
      '<div class="quick-menu__header"><a class="quick-menu__home" href="/">Dagster Docs</a>' +
      '<button type="button" class="quick-menu__close clean-btn" aria-label="Close navigation">×</button></div>' +
      '<nav class="quick-menu__sections menu" aria-label="Sections"><ul class="menu__list"></ul></nav>';
    const home = dialog.querySelector('.quick-menu__home') as Element;
    home.textContent = document.querySelector(names.titleSelector)?.textContent || home.textContent;
    const sections = dialog.querySelector('.quick-menu__sections ul') as Element;
    const seen: string[] = [];
    document.querySelectorAll<HTMLAnchorElement>(names.linkSelector).forEach((link) => {
      const href = link.getAttribute('href') as string;
      if (link.closest(`#${names.id}`) || seen.indexOf(href) >= 0) return;
      seen.push(href);
      const item = document.createElement('li');
      item.className = 'menu__list-item';
      const copy = document.createElement('a');
      copy.className = 'menu__link';
      copy.href = href;
      copy.textContent = link.textContent;
      if (link.target) {
        copy.target = link.target;
        copy.rel = 'noopener noreferrer';
      }
      if (link.getAttribute('aria-current') === 'page') copy.classList.add('menu__link--active');
      item.appendChild(copy);
      sections.appendChild(item);
    });
    const sidebar = document.querySelector(names.sidebarSelector);
    if (sidebar) {
      const nav = document.createElement('nav');
      nav.className = 'quick-menu__sidebar menu';
      nav.setAttribute('aria-label', 'Docs sidebar');
      nav.appendChild(plainCopy(sidebar));
      dialog.appendChild(nav);
    }
    dialog.addEventListener('click', (event) => {
      const target = event.target as Element;
      if (target === dialog || target.closest('.quick-menu__close')) dialog.close();
    });
    document.body.appendChild(dialog);
    return dialog;
  };

  addEventListener(
    'click',
    (event) => {
      if (root.getAttribute(names.readyAttribute) === 'true' || event.defaultPrevented) return;
      const toggle = event.target instanceof Element ? event.target.closest(names.toggleSelector) : null;
      if (!toggle) return;
      event.preventDefault();
      const dialog = (document.getElementById(names.id) as HTMLDialogElement | null) ?? build();
      if (dialog.open) return;
      dialog.showModal();
      const active = dialog.querySelector('.quick-menu__sidebar [aria-current="page"]');
      if (active) active.scrollIntoView({block: 'center'});
    },
    true,
  );
}
