/* global __BOOT_TEXTS__, __SUPPORT_EMAIL__, __BASE__, __LOCALE_CHUNKS__, __FIRST_STEP_FILES__, __LANGUAGE_SLOT__, __BOOT_FAILED_EVENT__ -- replaced by bootWatchPlugin.ts */
// Runs beside the app, as a plain external async script (no inline script: the page keeps working
// under a strict Content-Security-Policy; async: it never holds up parsing). It preloads a product
// page's prerendered first step (src/firstStep/) and any other page's language chunk, usually
// before the entry asks for them. If the app has not replaced the static placeholder (or the
// prerendered first step shown in its place) within 20 seconds, or at once when the entry failed
// to download, the app's code failed to load or the app has no texts at all (src/main.ts and
// app/startApp.tsx send BOOT_FAILED_EVENT), the placeholder becomes a short message with a
// reload link, in the page's language. The texts are product §8's banner
// and "Try again" from the locale files, put in at build time (vite.config.ts), so no locale chunk
// is needed.
(function () {
  var TEXTS = __BOOT_TEXTS__;
  var SUPPORT_EMAIL = __SUPPORT_EMAIL__;
  var BASE = __BASE__;
  var LOCALE_CHUNKS = __LOCALE_CHUNKS__;
  var FIRST_STEP_FILES = __FIRST_STEP_FILES__;
  var LANGUAGE_SLOT = __LANGUAGE_SLOT__;
  var BOOT_FAILED_EVENT = __BOOT_FAILED_EVENT__;
  var WAIT_MS = 20000;

  // The page language as the i18n package reads it (pageLanguage, preferredLanguage; its regional
  // fallbacks all keep the primary language): English on the plan pages (the path, not the
  // query), else the URL's lang, <html lang>, the navigator's languages.
  function language() {
    if (/plan/.test(window.location.pathname)) return 'en';
    var code =
      supported(new URLSearchParams(window.location.search).get('lang')) ||
      supported(document.documentElement.getAttribute('lang'));
    if (code) return code;
    // Read only when needed: the navigator's languages cost a few milliseconds on a slow phone.
    var wanted = navigator.languages || [navigator.language];
    for (var i = 0; i < wanted.length; i++) {
      code = supported(wanted[i]);
      if (code) return code;
    }
    return 'en';
  }

  function supported(candidate) {
    var code = String(candidate || '')
      .trim()
      .toLowerCase()
      .split(/[-_]/)[0];
    return Object.prototype.hasOwnProperty.call(TEXTS, code) ? code : undefined;
  }

  // Whether index.html's entry has already answered with an error status (resource timing).
  function entryFailed() {
    var entry = document.querySelector('script[type="module"][src]');
    if (!entry || !window.performance || !performance.getEntriesByName) return false;
    var timings = performance.getEntriesByName(entry.src);
    var last = timings[timings.length - 1];
    return Boolean(last && last.responseStatus >= 400);
  }

  // The message once the placeholder is parsed (this script may run before the body is).
  function showMessageSoon() {
    if (document.readyState === 'loading') {
      document.addEventListener('DOMContentLoaded', showMessage, { once: true });
    } else {
      showMessage();
    }
  }

  function showMessage() {
    var placeholder = document.querySelector('[data-boot-placeholder]');
    if (!placeholder) return; // the app has started
    var code = language();
    var texts = TEXTS[code];
    var message = document.createElement('p');
    message.setAttribute('role', 'alert');
    message.setAttribute('lang', code);
    message.className = 'cf-boot-message';
    message.textContent = texts.message.replace('{email}', SUPPORT_EMAIL) + ' ';
    var reload = document.createElement('a');
    reload.href = window.location.href;
    reload.textContent = texts.retry;
    reload.addEventListener('click', function (event) {
      event.preventDefault();
      window.location.reload();
    });
    message.appendChild(reload);
    placeholder.replaceChildren(message);
    placeholder.removeAttribute('aria-busy');
    // The prerendered first step (src/firstStep/previewFirstStep.ts) is inert until the app starts.
    placeholder.removeAttribute('inert');
  }

  // The page's language chunk is requested now, with the app's bundle, instead of once the bundle
  // has run; a wrong guess only costs a small download (the app picks its language itself).
  function preloadLocale(code) {
    var file = LOCALE_CHUNKS[code];
    if (!file) return;
    var link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = file;
    document.head.appendChild(link);
  }

  // The product page's first step (both question sets in one file: the entry shows the user's), or
  // undefined on any other page.
  function firstStepFile() {
    var path = window.location.pathname;
    if (path.indexOf(BASE) !== 0) return undefined;
    var page = path.slice(BASE.length).replace(/\/$/, '').toLowerCase();
    return Object.prototype.hasOwnProperty.call(FIRST_STEP_FILES, page)
      ? FIRST_STEP_FILES[page]
      : undefined;
  }

  // Requested now instead of once the entry has run; the entry's fetch takes this answer. On a fast
  // device the entry may have run first and started the same preload link itself
  // (src/firstStep/previewFirstStep.ts): a second link would ask again and leave one answer unused.
  function preloadFirstStep(file, code) {
    var href = file.replace(LANGUAGE_SLOT, code);
    if (document.querySelector('link[rel="preload"][href="' + href + '"]')) return;
    var link = document.createElement('link');
    link.rel = 'preload';
    link.as = 'fetch';
    link.crossOrigin = 'anonymous';
    link.href = href;
    document.head.appendChild(link);
  }

  // Read once: the navigator's languages cost a few milliseconds on a slow phone.
  var pageLanguage = language();
  var firstStep = firstStepFile();
  // Each request costs the main thread time before the first step paints on a slow phone: on a
  // product page the first step's file is the only one, and the entry starts the texts once the
  // step is painted (src/main.ts).
  if (firstStep) preloadFirstStep(firstStep, pageLanguage);
  else preloadLocale(pageLanguage);
  window.setTimeout(showMessage, WAIT_MS);
  // The app's code did not load, or it has no texts to show (src/main.ts, app/startApp.tsx): no
  // need to wait.
  window.addEventListener(BOOT_FAILED_EVENT, showMessage);
  // Nor when the entry itself failed to download: index.html's only module script. Its error
  // event (a 404, a dropped connection) does not bubble, hence the capture; and since this script
  // may run after it, an error status the entry already got counts too. A hang still waits
  // WAIT_MS.
  document.addEventListener(
    'error',
    function (event) {
      var target = event.target;
      if (target && target.tagName === 'SCRIPT' && target.type === 'module') showMessageSoon();
    },
    true,
  );
  if (entryFailed()) showMessageSoon();
})();
