// Live checking of the orders forms: every change is sent to the same checker as
// `blackhorse check`, and its messages are shown above the form. The pages work without it.
(function () {
  "use strict";
  function show(box, data, form) {
    const echo = document.getElementById("live-echo");
    echo.textContent = "";
    // what the own-words box says also under that box, where the player is typing
    const words = document.getElementById("words-echo");
    if (words) {
      words.textContent = "";
      if (form.id === "words-form") for (const text of data.echo) {
        const li = document.createElement("li");
        li.textContent = text;
        words.appendChild(li);
      }
    }
    data.echo.forEach(function (text, k) {
      const li = document.createElement("li");
      li.textContent = text;
      const arrival = (data.arrivals || [])[k];
      if (arrival) {  // when the walk of that line ends (orders/arrival.py)
        const span = document.createElement("span");
        span.className = "arrival";
        span.textContent = "→ " + arrival;
        li.appendChild(document.createElement("br"));
        li.appendChild(span);
      }
      echo.appendChild(li);
    });
    box.textContent = "";
    if (data.ok) {
      const p = document.createElement("p");
      p.className = "ok";
      p.textContent = box.dataset.ok || "No mistakes found.";
      box.appendChild(p);
      return;
    }
    const ul = document.createElement("ul");
    for (const text of data.problems) {
      const li = document.createElement("li");
      li.textContent = text;
      ul.appendChild(li);
    }
    box.appendChild(ul);
  }
  // each problem also beside its field (the slot form) and under the box typed in, with its
  // line (the text boxes): where the player is looking while typing (portal/problemspot.py)
  function place(form, data) {
    document.querySelectorAll(".field-problem").forEach(function (e) { e.remove(); });
    const slot = document.getElementById("slot-form");
    const lines = document.getElementById(form.id === "words-form" ? "words-problems" : "text-problems");
    document.querySelectorAll(".line-problems").forEach(function (ul) { ul.textContent = ""; });
    for (const p of data.placed || []) {
      const field = p.field && slot ? slot.elements.namedItem(p.field) : null;
      if (field && field.parentNode) {
        const span = document.createElement("span");
        span.className = "field-problem";
        span.setAttribute("role", "alert");
        span.dataset.field = p.field;
        span.textContent = p.text;
        field.parentNode.appendChild(span);
      }
      if (lines) {
        const li = document.createElement("li");
        li.textContent = (p.where ? p.where + " · " : "") + p.text;
        lines.appendChild(li);
      }
    }
  }
  // the field typed in and its problem stay on the screen and uncovered once the check is
  // shown: the slot form's foot (what it says, its buttons) is sticky at the screen's bottom
  // and grows with what the check found, and covered the lowest rows (issue 24: a bad "via"
  // in the 9:00 row, its problem under the foot at y=828). The page scrolls just enough.
  function keepInView(form) {
    const field = document.activeElement;
    if (!field || field.form !== form || field.tagName === "TEXTAREA") return;
    const parts = [field, ...field.parentNode.querySelectorAll(".field-problem")];
    const top = Math.min(...parts.map(function (e) { return e.getBoundingClientRect().top; }));
    const bottom = Math.max(...parts.map(function (e) { return e.getBoundingClientRect().bottom; }));
    const foot = form.querySelector(".form-foot");
    const floor = Math.min(foot ? foot.getBoundingClientRect().top : innerHeight, innerHeight) - 6;
    if (bottom > floor) window.scrollBy(0, Math.min(bottom - floor, top - 6));
    else if (top < 6) window.scrollBy(0, top - 6);
  }
  // what the check found goes under the form typed in, where the player is looking (on a
  // phone the top of the page is a screen away); under the own-words box the same is shown
  // with each mistake's line already, so there it is not drawn twice
  function beside(form) {
    const section = document.getElementById("check-result");
    const spot = form.querySelector(".result-spot");
    if (!section || !spot) return;
    if (section.parentNode !== spot) spot.appendChild(section);
    section.classList.toggle("same-as-box", form.id === "words-form");
  }
  // the checks asked so far, of every form, and the last one each form asked: the page shows
  // the answer to the last check asked, of whichever form; an answer that comes back later (a
  // slow server) for a form typed in before is not shown over it
  let asked = 0;
  const lastOf = {};
  function live(form) {
    const box = document.getElementById("problems");
    let timer = null;
    async function check() {
      const mine = ++asked;
      lastOf[form.id] = mine;
      const body = new URLSearchParams(new FormData(form));
      body.set("action", "check");
      try {
        const response = await fetch(form.dataset.check, {
          method: "POST", body: body, credentials: "same-origin",
          headers: {"X-CSRF-Token": body.get("csrf")},
        });
        if (!response.ok || mine !== lastOf[form.id]) return;
        const data = await response.json();
        const text = document.getElementById("text");
        // the file the slot form makes, unless the YAML box was typed in since
        if (form.id === "slot-form" && text && !(lastOf["text-form"] > mine)) text.value = data.text;
        if (mine !== asked) return;
        box.dataset.state = data.ok ? "ok" : "problems";
        show(box, data, form);
        place(form, data);
        beside(form);
        keepInView(form);
      } catch (e) { /* offline: the Check button still works */ }
    }
    function soon() { clearTimeout(timer); timer = setTimeout(check, 250); }
    form.addEventListener("input", soon);
    form.addEventListener("change", soon);
  }
  document.querySelectorAll("form.live").forEach(live);
  // on a phone the slot table and the YAML text fold away (the own-words box comes first),
  // unless the page shows their mistakes or their check; the line of ways opens the one chosen
  const phone = window.matchMedia && window.matchMedia("(max-width: 640px)").matches;
  document.querySelectorAll("details.way").forEach(function (way) {
    if (phone && !way.hasAttribute("data-keep")) way.open = false;
  });
  document.querySelectorAll("#ways a").forEach(function (a) {
    a.addEventListener("click", function () {
      const target = document.querySelector(a.getAttribute("href"));
      if (target && target.tagName === "DETAILS") target.open = true;
    });
  });
  // the police's proposal: only who may have killed in the chosen case (never its victim);
  // without the script the server refuses the others ("not-suspect")
  const proposed = document.getElementById("propose-case");
  const suspect = document.getElementById("propose-suspect");
  function suspects() {
    let first = null;
    for (const option of suspect.options) {
      const fits = option.dataset.cases.split(" ").includes(proposed.value);
      option.hidden = option.disabled = !fits;
      if (fits && first === null) first = option;
    }
    if (suspect.selectedOptions[0] && suspect.selectedOptions[0].disabled && first) first.selected = true;
  }
  if (proposed && suspect) { proposed.addEventListener("change", suspects); suspects(); }
})();
