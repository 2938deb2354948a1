/**
 * The page template: Docusaurus's own, except for when the app starts. Every page is complete
 * in its HTML, so text paints before any script runs. The app (React, the router and the page's
 * chunks) then starts on its own once the browser is idle after the page has loaded and painted
 * (with a deadline), so a reader who taps after a moment finds a live page; it starts at once on the
 * reader's first interaction if that comes sooner, and when the page cannot show what its URL
 * asks for without it (a query string such as /search?q=, a page marked `data-app-eager`).
 * Diagrams are drawn at build time and need no script.
 *
 * What a reader does before the app is live is not lost: plain links are followed by the
 * browser; a click on anything else (a button, a tab, a summary) and a key press outside a text
 * field are held, marked as taken (`app-pending`, a progress cursor), and dispatched again once it
 * is, on the same element (hydration keeps the server's DOM). Three controls answer at once
 * instead, from scripts installed before the loader: search's shortcuts and button open a plain
 * search box (src/lib/quick-search.ts) that the app's dialog takes over; the phone menu button
 * opens a plain menu of the navbar's links and the page's sidebar (src/lib/quick-menu.ts), which
 * the loader then skips; a tab switches its panels (src/lib/quick-tabs.ts), and the held tap
 * brings the app's state to the same tab. A <details> marked OPENS_WITHOUT_APP (the More menu)
 * is not held at all: it opens and closes natively. A tap on a control the theme renders
 * disabled until hydration (the colour-mode toggle) counts as a click on it. Text typed into a
 * field stays there and is handed to React as a change once it is live (React keeps a field's
 * last known value and ignores an input event that does not change it, so the field is reset
 * through React's view of it and given the text again).
 *
 * "Live" is `data-app-ready` on <html>, set by src/theme/Root once React has hydrated: a signal
 * this project owns. If the app does not start (a script fails to load, or it is not live within
 * APP_START_TIMEOUT_MS), the loader fails open: it stops holding, gives the held clicks back to
 * the page so the browser's own behaviour applies (a link-styled control navigates), and marks
 * <html> `data-app-failed` (removed again if the app does go live later), under which the CSS
 * shows every tab panel, as it does when JavaScript is off; the phone menu button keeps opening
 * the plain menu.
 */
import {revealActiveSidebarItem} from '../src/lib/sidebar-scroll';
import {installQuickMenu, QUICK_MENU} from '../src/lib/quick-menu';
import {installQuickSearch, QUICK_SEARCH} from '../src/lib/quick-search';
import {installQuickTabs, QUICK_TABS} from '../src/lib/quick-tabs';
import {OPENS_WITHOUT_APP} from '../src/lib/page-tools';

/**
 * The router (history v4) throws on an address with a malformed escape such as /guides/% and the
 * app would never start: give it the same address with the stray % escaped, so it can show the
 * 404 page like for any other missing address.
 */
const repairMalformedAddress = `
(function () {
  function decodes(path) {
    try { decodeURI(path); return true; } catch (error) { return false; }
  }
  var path = location.pathname;
  if (decodes(path)) return;
  // A stray %, else an escape that is not UTF-8 (%C3 alone): escape what does not decode.
  var repaired = path.replace(/%(?![0-9A-Fa-f]{2})/g, '%25');
  if (!decodes(repaired)) repaired = path.replace(/%/g, '%25');
  history.replaceState(history.state, '', repaired + location.search + location.hash);
})();`;

/** How long after the page's load event the app may wait for an idle moment before it starts. */
export const IDLE_START_DEADLINE_MS = 2000;
/** How long the loader waits for the app to be live before it gives the page back to the HTML. */
export const APP_START_TIMEOUT_MS = 15000;
/** After load, how long the loader waits for the first paint to be reported before starting anyway. */
export const PAINT_WAIT_MS = 1000;

const startOnInteraction = `
(function (scripts) {
  var root = document.documentElement;
  var triggers = ['pointerdown', 'pointermove', 'touchstart', 'keydown', 'wheel', 'focusin'];
  var held = [];
  var typed = [];
  var started = false;

  var settled = false;

  function start() {
    if (started) return;
    started = true;
    triggers.forEach(function (type) { removeEventListener(type, start, true); });
    scripts.forEach(function (src) {
      var script = document.createElement('script');
      script.src = src;
      script.async = false;
      script.onerror = failOpen;
      document.head.appendChild(script);
    });
    setTimeout(function () { if (!hydrated()) failOpen(); }, ${APP_START_TIMEOUT_MS});
  }
  function hydrated() { return root.getAttribute('data-app-ready') === 'true'; }
  function hold(target, event) {
    held.push([target, event]);
    target.classList.add('app-pending');
    root.classList.add('app-starting');
    start();
  }
  function stopHolding() {
    settled = true;
    removeEventListener('click', onClick, true);
    removeEventListener('pointerup', onPointerUp, true);
    removeEventListener('keydown', onKeyDown, true);
    removeEventListener('input', onInput, true);
    root.classList.remove('app-starting');
    held.forEach(function (entry) { entry[0].classList.remove('app-pending'); });
  }
  // The app did not start: the page works as HTML, and what the reader tapped gets its native effect.
  function failOpen() {
    if (settled || hydrated()) return;
    stopHolding();
    root.setAttribute('data-app-failed', 'true');
    held.forEach(function (entry) {
      if (entry[0].isConnected && entry[1].type === 'click') entry[0].dispatchEvent(new MouseEvent('click', {bubbles: true, cancelable: true}));
    });
    held = [];
    typed = [];
  }
  function onClick(event) {
    if (hydrated() || event.defaultPrevented || !(event.target instanceof Element)) return;
    if (event.target.closest('#${QUICK_SEARCH.id}, details[${OPENS_WITHOUT_APP}] > summary')) return;
    var link = event.target.closest('a[href]');
    if (link && link.getAttribute('href') !== '#' && !link.hasAttribute('role')) return;
    event.preventDefault();
    event.stopPropagation();
    hold(event.target, new MouseEvent('click', event));
  }
  function onPointerUp(event) {
    var control = !hydrated() && event.target instanceof Element && event.target.closest('button[disabled]');
    if (control) hold(control, new MouseEvent('click', event));
  }
  function onInput(event) {
    var field = event.target;
    if (hydrated() || !(field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement)) return;
    if (field.closest('#${QUICK_SEARCH.id}')) return;
    typed = typed.filter(function (entry) { return entry[0] !== field; }).concat([[field, field.value]]);
  }
  function retype(field, value) {
    var setValue = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value').set;
    field.value = '';
    setValue.call(field, value);
    field.dispatchEvent(new Event('input', {bubbles: true}));
  }
  function onKeyDown(event) {
    var target = event.target;
    if (hydrated() || event.defaultPrevented || !(target instanceof Element) || event.key === 'Enter' || event.key === ' ') return;
    if (target.closest('#${QUICK_SEARCH.id}')) return;
    var typing = target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName);
    if (typing) return;
    hold(target, new KeyboardEvent('keydown', event));
  }

  triggers.forEach(function (type) { addEventListener(type, start, {capture: true, passive: true}); });
  addEventListener('click', onClick, true);
  addEventListener('pointerup', onPointerUp, true);
  addEventListener('keydown', onKeyDown, true);
  addEventListener('input', onInput, true);
  new MutationObserver(function (records, observer) {
    if (!hydrated()) return;
    observer.disconnect();
    // Live after all, once the page had been given back to its HTML: the app's page again.
    if (root.hasAttribute('data-app-failed')) return root.removeAttribute('data-app-failed');
    if (settled) return;
    stopHolding();
    setTimeout(function () {
      typed.forEach(function (entry) { if (entry[0].isConnected) retype(entry[0], entry[1]); });
      held.forEach(function (entry) {
        (entry[0].isConnected ? entry[0] : document.body).dispatchEvent(entry[1]);
      });
      held = [];
      typed = [];
    }, 0);
  }).observe(root, {attributes: true, attributeFilter: ['data-app-ready']});

  if (location.search || document.querySelector('[data-app-eager]')) {
    requestAnimationFrame(function () { setTimeout(start, 0); });
    return;
  }
  // Otherwise start once the page has loaded and painted its text, when the browser is idle: on a
  // fast link load can come before the first paint, and the app's scripts must not compete with it.
  // The paint is the first largest-contentful-paint entry where browsers report one (not for a
  // page loaded in a background tab: the deadline covers that), else the frame after load.
  var loaded = false;
  var painted = false;
  function startWhenIdle() {
    if (!loaded || !painted) return;
    if (window.requestIdleCallback) requestIdleCallback(start, {timeout: ${IDLE_START_DEADLINE_MS}});
    else setTimeout(start, 200);
  }
  function onPaint() {
    if (painted) return;
    painted = true;
    startWhenIdle();
  }
  var observesPaint = window.PerformanceObserver && (PerformanceObserver.supportedEntryTypes || []).indexOf('largest-contentful-paint') >= 0;
  if (observesPaint) {
    new PerformanceObserver(function (list, observer) { observer.disconnect(); onPaint(); })
      .observe({type: 'largest-contentful-paint', buffered: true});
  }
  addEventListener('load', function () {
    loaded = true;
    if (observesPaint) setTimeout(onPaint, ${PAINT_WAIT_MS});
    else requestAnimationFrame(function () { setTimeout(onPaint, 0); });
    startWhenIdle();
  });
})`;

export const ssrTemplate = `<!DOCTYPE html>
<html <%~ it.htmlAttributes %>>
  <head>
    <meta charset="UTF-8">
    <meta name="generator" content="Docusaurus v<%= it.version %>">
    <% it.metaAttributes.forEach((metaAttribute) => { %>
      <%~ metaAttribute %>
    <% }); %>
    <%~ it.headTags %>
    <% it.stylesheets.forEach((stylesheet) => { %>
      <link rel="stylesheet" href="<%= it.baseUrl %><%= stylesheet %>" />
    <% }); %>
  </head>
  <body <%~ it.bodyAttributes %>>
    <%~ it.preBodyTags %>
    <div id="__docusaurus"><%~ it.appHtml %></div>
    <script>
      document.documentElement.setAttribute('data-js', '');
      // Functions shared below as source text may come from a compiler that keeps their names
      // (esbuild's keepNames wraps them in __name()): give it a no-op here.
      var __name = function (fn) { return fn; };
      ${repairMalformedAddress}
      (${installQuickTabs.toString()})(${JSON.stringify(QUICK_TABS)});
      (${revealActiveSidebarItem.toString()})();
      (${installQuickSearch.toString()})(${JSON.stringify(QUICK_SEARCH)});
      (${installQuickMenu.toString()})(${JSON.stringify(QUICK_MENU)});
      ${startOnInteraction}(<%~ JSON.stringify(it.scripts.map((script) => it.baseUrl + script)) %>);
    </script>
    <%~ it.postBodyTags %>
  </body>
</html>
`;
