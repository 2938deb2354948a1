/**
 * The search box that opens at once. Ctrl/Cmd+K, `/` (outside a text field) and a tap on the
 * navbar's search button open a plain native dialog with a focused input in the same task as the
 * key or tap, whether or not the app, the search dialog's code or Pagefind has loaded: every key
 * typed after it lands in that input. The app's dialog (src/components/SearchDialog) takes over
 * when it mounts, with the text and the caret, and the plain dialog closes. If the app never
 * starts, the plain dialog is a form: Enter opens /search?q=..., which works from its address.
 *
 * `installQuickSearch` runs as source text in the page template (config/ssr-template.ts), before
 * the app's scripts, so it must stay self-contained: no imports, no outer names, its settings
 * passed in. The template's loader skips what it has handled (`defaultPrevented`).
 */

/** The names the page template, the navbar button and the app's dialog agree on. */
export const QUICK_SEARCH = {
  /** The plain dialog's id. */
  id: 'quick-search',
  /** On window: the plain dialog opened; the app's search bar mounts its dialog. */
  openEvent: 'quick-search:open',
  /** On window: the reader closed the plain dialog before the app's dialog took over. */
  closeEvent: 'quick-search:close',
  /** Marks the control that opens search (the navbar button). */
  triggerAttribute: 'data-search-open',
  /** Marks the app's dialog while it is open: the shortcut then belongs to it. */
  appDialogAttribute: 'data-search-dialog',
  /** Where the plain form goes on Enter. */
  action: '/search',
} as const;

export type QuickSearchNames = typeof QUICK_SEARCH;

type QuickDialog = HTMLDialogElement & {returnFocus?: Element | null};

/** Installs the shortcut and tap handlers. Source text for the page template: keep it self-contained. */
export function installQuickSearch(names: QuickSearchNames): void {
  const flag = `${names.id}-installed`;
  const root = document.documentElement;
  if (root.hasAttribute(`data-${flag}`)) return;
  root.setAttribute(`data-${flag}`, '');

  const typing = (target: EventTarget | null) =>
    target instanceof HTMLElement && (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName));

  const build = (): QuickDialog => {
    const dialog: QuickDialog = document.createElement('dialog');
    dialog.id = names.id;
    dialog.className = 'search-frame search-frame--plain';
    dialog.setAttribute('aria-label', 'Search the docs');
    dialog.innerHTML =
      `<form method="get" action="${names.action}" role="search" class="search-frame__form">` +
      '<div class="search-frame__header">' +
      '<input class="search-input search-frame__input" type="search" name="q" placeholder="Search the docs" aria-label="Search the docs" autocomplete="off" spellcheck="false">' +
      '<button type="button" class="search-frame__close" aria-label="Close search">Esc</button>' +
      '</div><div class="search-frame__body"></div></form>';
    dialog.addEventListener('click', (event) => {
      const target = event.target as Element;
      if (target === dialog || target.closest('.search-frame__close')) dialog.close();
    });
    dialog.addEventListener('keydown', (event) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        dialog.close();
      } else if (event.key === 'Tab') {
        // Keep focus inside, as the app's dialog does (a modal <dialog> lets it leave the page).
        const [first, last] = [dialog.querySelector('input'), dialog.querySelector('button')] as HTMLElement[];
        const edge = event.shiftKey ? first : last;
        if (document.activeElement === edge || !dialog.contains(document.activeElement)) {
          event.preventDefault();
          (event.shiftKey ? last : first).focus();
        }
      }
    });
    dialog.addEventListener('close', () => {
      // Closed by the app's dialog taking over: it has the focus and the text now.
      if (dialog.hasAttribute('data-taken')) return dialog.removeAttribute('data-taken');
      window.dispatchEvent(new CustomEvent(names.closeEvent));
      if (dialog.returnFocus instanceof HTMLElement && dialog.returnFocus.isConnected) dialog.returnFocus.focus();
    });
    document.body.appendChild(dialog);
    return dialog;
  };

  const open = (event: Event) => {
    if (document.querySelector(`[${names.appDialogAttribute}]`)) return;
    event.preventDefault();
    const existing = document.getElementById(names.id) as QuickDialog | null;
    const dialog = existing ?? build();
    const input = dialog.querySelector('input') as HTMLInputElement;
    if (!dialog.open) {
      dialog.returnFocus = document.activeElement;
      input.value = '';
      dialog.showModal();
    }
    input.focus();
    window.dispatchEvent(new CustomEvent(names.openEvent));
  };

  addEventListener(
    'keydown',
    (event) => {
      if (event.defaultPrevented || event.altKey) return;
      const shortcut = (event.key === 'k' || event.key === 'K') && (event.ctrlKey || event.metaKey);
      const slash = event.key === '/' && !event.ctrlKey && !event.metaKey && !typing(event.target);
      if (shortcut || slash) open(event);
    },
    true,
  );
  addEventListener(
    'click',
    (event) => {
      const trigger = event.target instanceof Element && event.target.closest(`[${names.triggerAttribute}]`);
      if (trigger && event.button === 0 && !event.ctrlKey && !event.metaKey && !event.shiftKey) open(event);
    },
    true,
  );
}

function plainDialog(): QuickDialog | null {
  const dialog = document.getElementById(QUICK_SEARCH.id) as QuickDialog | null;
  return dialog?.open ? dialog : null;
}

/** Whether the plain dialog is open (a reader opened search before the app's dialog could). */
export function quickSearchIsOpen(): boolean {
  return plainDialog() !== null;
}

/** The text in the plain dialog, without taking it over. */
export function peekQuickSearch(): string | undefined {
  return plainDialog()?.querySelector('input')?.value;
}

export type QuickSearchHandover = {
  value: string;
  selectionStart: number | null;
  selectionEnd: number | null;
  /** What had the focus before search opened, to return it to on close. */
  returnFocus: HTMLElement | null;
};

/**
 * Takes over from the plain dialog: its text, caret and where focus came from, and closes it.
 * Call it where the app's input takes the focus in the same task, so no key falls between.
 */
export function takeQuickSearch(): QuickSearchHandover | null {
  const dialog = plainDialog();
  const input = dialog?.querySelector('input');
  if (!dialog || !input) return null;
  const handover = {
    value: input.value,
    selectionStart: input.selectionStart,
    selectionEnd: input.selectionEnd,
    returnFocus: dialog.returnFocus instanceof HTMLElement ? dialog.returnFocus : null,
  };
  dialog.setAttribute('data-taken', '');
  dialog.close();
  return handover;
}

/** Installs the handlers where the page template did not (the development server's own template). */
export function ensureQuickSearch(): void {
  installQuickSearch(QUICK_SEARCH);
}
