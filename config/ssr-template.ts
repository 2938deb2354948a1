/**
 * The page template: Docusaurus's own, except for when the app starts. Every page is complete
 * in its HTML, so a reader who only reads needs no JavaScript: the app (React, the router and
 * the page's chunks) starts on the reader's first interaction (pointer, touch, key, wheel or
 * focus), or at once when the page cannot show what its URL asks for without it (a query string
 * such as /search?q=, a page marked `data-app-eager`, a Mermaid diagram near the viewport).
 *
 * What a reader does before the app has hydrated is not lost: plain links are followed by the
 * browser; a click on anything else (a button, a tab, a summary) and a key press outside a text
 * field are held and dispatched again once it has, on the same element (hydration keeps the
 * server's DOM). The site's search shortcuts (Ctrl/Cmd+K, /) are kept from the browser while held.
 * A tap on a control the theme renders disabled until hydration (the colour-mode toggle) counts
 * as a click on it. Text typed into a field stays there and is handed to React as a change once
 * it has hydrated (React keeps a field's last known value and ignores an input event that does not
 * change it, so the field is reset through React's view of it and given the text again).
 */
import {MERMAID_LOAD_AHEAD} from '../src/lib/mermaid';

/**
 * Tab groups with a groupId show the reader's stored choice straight from the HTML (the app
 * would otherwise switch tabs only once it starts). Runs before the first paint; React hydrates
 * over it and its layout effect selects the same tab. See src/theme/Tabs.
 */
const showStoredTabs = `
(function () {
  try {
    document.querySelectorAll('[data-tabs-storage-key]').forEach(function (group) {
      var chosen = localStorage.getItem(group.getAttribute('data-tabs-storage-key'));
      var tabs = group.querySelectorAll(':scope > [role=tablist] > [role=tab]');
      var panels = group.querySelectorAll(':scope > div > [role=tabpanel]');
      var index = Array.prototype.findIndex.call(tabs, function (tab) { return tab.getAttribute('data-tab-value') === chosen; });
      if (index < 0 || tabs.length !== panels.length) return;
      tabs.forEach(function (tab, i) {
        tab.setAttribute('aria-selected', String(i === index));
        tab.setAttribute('tabindex', i === index ? '0' : '-1');
        tab.classList.toggle('tabs__item--active', i === index);
      });
      panels.forEach(function (panel, i) { panel.hidden = i !== index; });
    });
  } catch (error) {
    // Storage unavailable (privacy settings): the default tab stays, as the app would keep it.
  }
})();`;

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

const startOnInteraction = `
(function (scripts) {
  var root = document.documentElement;
  var triggers = ['pointerdown', 'pointermove', 'touchstart', 'keydown', 'wheel', 'focusin'];
  var held = [];
  var typed = [];
  var started = false;

  function start() {
    if (started) return;
    started = true;
    triggers.forEach(function (type) { removeEventListener(type, start, true); });
    scripts.forEach(function (src) {
      var script = document.createElement('script');
      script.src = src;
      script.async = false;
      document.head.appendChild(script);
    });
  }
  function hydrated() { return root.getAttribute('data-has-hydrated') === 'true'; }
  function hold(target, event) {
    held.push([target, event]);
    start();
  }
  function onClick(event) {
    if (hydrated() || !(event.target instanceof Element)) return;
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
    if (hydrated() || !(target instanceof Element) || event.key === 'Enter' || event.key === ' ') return;
    var typing = target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName);
    if (typing) return;
    if (event.key === '/' || ((event.key === 'k' || event.key === 'K') && (event.ctrlKey || event.metaKey))) {
      event.preventDefault();
    }
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
    removeEventListener('click', onClick, true);
    removeEventListener('pointerup', onPointerUp, true);
    removeEventListener('keydown', onKeyDown, true);
    removeEventListener('input', onInput, true);
    setTimeout(function () {
      typed.forEach(function (entry) { if (entry[0].isConnected) retype(entry[0], entry[1]); });
      held.forEach(function (entry) {
        (entry[0].isConnected ? entry[0] : document.body).dispatchEvent(entry[1]);
      });
      held = [];
      typed = [];
    }, 0);
  }).observe(root, {attributes: true, attributeFilter: ['data-has-hydrated']});

  if (location.search || document.querySelector('[data-app-eager]')) {
    requestAnimationFrame(function () { setTimeout(start, 0); });
  } else if (window.IntersectionObserver) {
    var diagrams = new IntersectionObserver(function (entries) {
      if (!entries.some(function (entry) { return entry.isIntersecting; })) return;
      diagrams.disconnect();
      start();
    }, {rootMargin: '${MERMAID_LOAD_AHEAD}'});
    document.querySelectorAll('[data-mermaid-pending]').forEach(function (diagram) { diagrams.observe(diagram); });
  }
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
      ${repairMalformedAddress}
      ${showStoredTabs}
      ${startOnInteraction}(<%~ JSON.stringify(it.scripts.map((script) => it.baseUrl + script)) %>);
    </script>
    <%~ it.postBodyTags %>
  </body>
</html>
`;
