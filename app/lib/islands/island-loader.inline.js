// The islands that wait (lib/islands/island-data.ts): their containers say when they hydrate
// (data-hydrate), and the JSON script #island-plan gives each island's built files. Nothing is
// fetched before the page's load event and its first paint (so no island competes with the page's
// largest image or text: a short page can be loaded before it is painted) unless the visitor
// touches an island first. Then:
// - every island's files are fetched (not run) as soon as the browser is idle, or earlier if it
//   comes near the viewport, so that a first touch finds them there: the visitor who scrolls down
//   to the game and taps Start waits for no download;
// - "visible": near the viewport, the island's script is run and it hydrates;
// - "interaction": it hydrates at the first touch, click, key or focus in it, or, if it was not
//   near the viewport when the page was shown, as soon as the visitor has scrolled to within a
//   screen and a half of it: hydrating takes a phone a few hundred milliseconds, which the
//   visitor's first tap would otherwise wait for (the finger scrolls on the compositor meanwhile),
//   and a page as it loads (what the blocking time measures) still runs none of it.
// A press on a button of an island that is not hydrated yet is held and given to it once it is
// (its root marks the container and fires "island-hydrated"); if its script cannot load, the press
// goes to the browser as if there were no script (a form posts). A press that began on a button the
// island replaced as it hydrated (pointer or key down before, up after) never makes a click: it
// is held at its release as if it had. A link is never held: it works
// without the island. A control that only the island can serve is disabled in the HTML; marked
// data-press-early, it is enabled here (a button's press is held; a radio's, a checkbox's, a
// select's or a range's change stays in the page and the island takes it as it hydrates,
// keep-changes.ts).
(function () {
  var loader = document.currentScript;
  var plan = JSON.parse(document.getElementById("island-plan").textContent);
  var nonce = loader && loader.nonce;
  var CONTROL = "button,input[type=submit],input[type=button],input[type=image]";
  var INTENT = ["pointerdown", "touchstart", "focusin", "keydown", "input", "mouseover"];
  /** How near the viewport a "visible" island hydrates. */
  var NEAR = "200px";
  /** How near the viewport an "interaction" island's files are fetched, and it hydrates if the visitor scrolled it there. */
  var SCROLLED_NEAR = "150% 0px";
  /** How long a held press waits for its island before it goes to the browser. */
  var HOLD_MS = 15000;
  /** How long after the load event the islands wait for the first paint at most. */
  var PAINT_WAIT_MS = 3000;
  /** How long after the first paint the islands' files wait for an idle moment at most. */
  var IDLE_WAIT_MS = 2000;
  var fetched = {};
  var started = {};
  var failed = {};
  var pageLoaded = document.readyState === "complete";

  function add(element) {
    if (nonce) element.nonce = nonce;
    document.head.appendChild(element);
  }

  function fetchFiles(name) {
    var files = plan[name].preload.concat([plan[name].entry]);
    for (var i = 0; i < files.length; i += 1) {
      if (fetched[files[i]]) continue;
      fetched[files[i]] = true;
      var link = document.createElement("link");
      link.rel = "modulepreload";
      link.href = files[i];
      add(link);
    }
  }

  function hydrate(name) {
    if (started[name]) return;
    started[name] = true;
    fetchFiles(name);
    var script = document.createElement("script");
    script.type = "module";
    script.src = plan[name].entry;
    script.onerror = function () {
      failed[name] = true;
      document.dispatchEvent(new CustomEvent("island-failed", { detail: name }));
    };
    add(script);
  }

  function watch(container) {
    var name = container.getAttribute("data-island");
    var when = container.getAttribute("data-hydrate");
    if (!plan[name]) return;
    var held = [];
    var hydrated = function () {
      return container.hasAttribute("data-hydrated");
    };
    var release = function () {
      var presses = held.splice(0);
      for (var i = 0; i < presses.length; i += 1) {
        if (presses[i].isConnected) presses[i].click();
        else submitAsPage(presses[i]);
      }
    };
    var early = container.querySelectorAll("[data-press-early][disabled]");
    for (var e = 0; e < early.length; e += 1) early[e].disabled = false;
    // Passive: a touch that hydrates the island never holds up the page's scrolling.
    var listening = { capture: true, passive: true };
    // The button a press began on before the island hydrated, until the press ends.
    var pressed = null;
    var pressBegins = function (event) {
      pressed = null;
      // A pointer's main button, or the space bar (Enter clicks as it goes down, and is held then).
      if (event.type === "pointerdown" ? event.button !== 0 : event.key !== " ") return;
      if (hydrated() || failed[name]) return;
      var control = event.target instanceof Element ? event.target.closest(CONTROL) : null;
      if (!control || !container.contains(control)) return;
      pressed = control;
      control.heldSubmission = submission(control);
    };
    container.addEventListener("pointerdown", pressBegins, listening);
    container.addEventListener("keydown", pressBegins, listening);
    var pressEnds = function (event) {
      var control = pressed;
      if (!control) return;
      // A pointer let go outside the island takes the press back, as it would from a button.
      if (event.type === "pointerup" && !container.contains(event.target)) return (pressed = null);
      // After the click this release makes, if any: React may hydrate the island as it takes the
      // release itself, and the button gone, the browser makes no click.
      setTimeout(function () {
        if (pressed !== control) return;
        pressed = null;
        if (control.isConnected) return;
        if (held.indexOf(control) === -1) held.push(control);
        if (hydrated() || failed[name]) release();
      }, 0);
    };
    document.addEventListener("pointerup", pressEnds, listening);
    document.addEventListener("keyup", pressEnds, listening);
    document.addEventListener("pointercancel", function () {
      pressed = null;
    });
    // A click on the button pressed takes the press: held (below) or the island's own.
    document.addEventListener(
      "click",
      function (event) {
        if (pressed && event.target instanceof Node && pressed.contains(event.target)) pressed = null;
      },
      true,
    );
    var intent = function () {
      for (var i = 0; i < INTENT.length; i += 1) container.removeEventListener(INTENT[i], intent, listening);
      hydrate(name);
    };
    for (var i = 0; i < INTENT.length; i += 1) container.addEventListener(INTENT[i], intent, listening);
    container.addEventListener(
      "click",
      function (event) {
        if (hydrated() || failed[name] || event.button !== 0) return;
        if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
        var control = event.target instanceof Element ? event.target.closest(CONTROL) : null;
        if (!control || !container.contains(control)) return;
        event.preventDefault();
        event.stopImmediatePropagation();
        if (held.indexOf(control) === -1) {
          held.push(control);
          // What its form would send, in case the island replaces the button as it hydrates.
          control.heldSubmission = submission(control);
        }
        hydrate(name);
        setTimeout(function () {
          if (hydrated() || held.length === 0) return;
          failed[name] = true;
          release();
        }, HOLD_MS);
      },
      true,
    );
    container.addEventListener("island-hydrated", release);
    document.addEventListener("island-failed", function (event) {
      if (event.detail === name) release();
    });
    if (!("IntersectionObserver" in window)) return onLoad(when === "visible" ? intent : fetchFiles.bind(null, name));
    // The observer's first report says where the island was when the page was shown.
    var firstReport = true;
    var near = new IntersectionObserver(
      function (entries) {
        var shownFirst = firstReport;
        firstReport = false;
        if (
          !entries.some(function (entry) {
            return entry.isIntersecting;
          })
        )
          return;
        near.disconnect();
        if (when === "visible") return intent();
        if (shownFirst) fetchFiles(name);
        else intent();
      },
      { rootMargin: when === "visible" ? NEAR : SCROLLED_NEAR },
    );
    onLoad(function () {
      near.observe(container);
      whenIdle(fetchFiles.bind(null, name));
    });
  }

  /** Runs when the browser has nothing else to do (or after IDLE_WAIT_MS), where it can tell. */
  function whenIdle(run) {
    if ("requestIdleCallback" in window) requestIdleCallback(run, { timeout: IDLE_WAIT_MS });
    else setTimeout(run, 0);
  }

  /** The form a submit button would send, as its action, method and fields; null for another button. */
  function submission(control) {
    var form = control.form;
    if (!form || control.type !== "submit") return null;
    var fields = [];
    new FormData(form).forEach(function (value, key) {
      if (typeof value === "string") fields.push([key, value]);
    });
    if (control.name) fields.push([control.name, control.value]);
    return { action: form.action, method: form.method, fields: fields };
  }

  /**
   * A held press whose button the island replaced as it hydrated (a form for visitors without
   * script, which the island turns into its own control): the press goes to the browser, as it
   * would have without the island, so that the visitor's first press still does what it said.
   */
  function submitAsPage(control) {
    var sent = control.heldSubmission;
    if (!sent) return;
    var form = document.createElement("form");
    form.action = sent.action;
    form.method = sent.method;
    form.hidden = true;
    for (var i = 0; i < sent.fields.length; i += 1) {
      var field = document.createElement("input");
      field.type = "hidden";
      field.name = sent.fields[i][0];
      field.value = sent.fields[i][1];
      form.appendChild(field);
    }
    document.body.appendChild(form);
    form.submit();
  }

  /**
   * Runs once the browser has recorded the page's first contentful paint (its paint timing entry),
   * or after PAINT_WAIT_MS where it records none (no paint timing, a page opened in the background).
   */
  function afterPaint(run) {
    var ran = false;
    var once = function () {
      if (ran) return;
      ran = true;
      run();
    };
    var types = window.PerformanceObserver && PerformanceObserver.supportedEntryTypes;
    if (!types || types.indexOf("paint") === -1)
      return requestAnimationFrame(function () {
        setTimeout(once, 0);
      });
    var painted = new PerformanceObserver(function (list) {
      var entries = list.getEntries();
      for (var i = 0; i < entries.length; i += 1) {
        if (entries[i].name !== "first-contentful-paint") continue;
        painted.disconnect();
        setTimeout(once, 0);
      }
    });
    painted.observe({ type: "paint", buffered: true });
    setTimeout(once, PAINT_WAIT_MS);
  }

  function onLoad(run) {
    if (pageLoaded) afterPaint(run);
    else
      window.addEventListener("load", function () {
        pageLoaded = true;
        afterPaint(run);
      });
  }

  var containers = document.querySelectorAll("[data-island][data-hydrate]");
  for (var i = 0; i < containers.length; i += 1) watch(containers[i]);
})();
