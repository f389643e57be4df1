// @ts-check
// The board's one script (an ES module, served from the package, no inline code): moves a card by
// dragging it with the mouse, or from the keyboard (focus the card, Space to pick it up, arrow keys
// to choose a column, Space to drop, Escape to cancel), and sends the card's own Move form without
// leaving the page. Every move is the form's POST, which the server runs as an update with the
// card's ETag as If-Match; the answer is the card as it now is (or, when refused, as it really is),
// put where its status belongs. A card that changed elsewhere is fetched as the server renders it
// and put in place the same way (refreshCard): after a move, the cards the moved one blocks (their
// blocked markers follow its status); and every card the team's change stream names (the board's
// live route, an EventSource that resumes with Last-Event-ID by itself), so a change made through
// the API or MCP shows on every open board. Without this script the Move forms work as plain forms.

const board = /** @type {HTMLElement | null} */ (document.querySelector(".board"));
const statusLine = document.getElementById("board-status");
const alertLine = document.getElementById("board-alert");

/** @param {string} text */
function announce(text) {
  if (statusLine) statusLine.textContent = text;
}

/** @param {string | null} text */
function showAlert(text) {
  if (!alertLine) return;
  alertLine.textContent = text ?? "";
  alertLine.hidden = text === null;
}

/** @param {Element} element */
const columnOf = (element) => /** @type {HTMLElement | null} */ (element.closest(".column"));

/** @param {HTMLElement} column */
const listOf = (column) => /** @type {HTMLElement} */ (column.querySelector("ol.cards"));

/** @returns {HTMLElement[]} */
const columns = () => (board ? Array.from(board.querySelectorAll(".column")) : []);

function recount() {
  for (const column of columns()) {
    const count = column.querySelector("[data-count]");
    if (count) count.textContent = String(listOf(column).children.length);
  }
}

/** @param {string} html @returns {HTMLElement} */
function parseCard(html) {
  const template = document.createElement("template");
  template.innerHTML = html.trim();
  return /** @type {HTMLElement} */ (template.content.firstElementChild);
}

/**
 * Puts the server's card in place of `old`, in the column of its stage.
 * @param {HTMLElement} old @param {string} html @param {string} stage @param {boolean} focus
 */
function placeCard(old, html, stage, focus) {
  const fresh = parseCard(html);
  const column = board?.querySelector(`.column[data-stage="${stage}"]`);
  if (column instanceof HTMLElement && columnOf(old) !== column) {
    old.remove();
    listOf(column).prepend(fresh);
  } else {
    old.replaceWith(fresh);
  }
  recount();
  if (focus) fresh.focus();
  return fresh;
}

/** The sprint the board shows. */
const boardSprint = board?.dataset.sprint;

/** @param {HTMLElement} cardElement */
const isBusy = (cardElement) => cardElement.classList.contains("busy") || cardElement === carried?.card;

/** @param {HTMLElement} cardElement */
function takeOff(cardElement) {
  if (isBusy(cardElement)) return;
  cardElement.remove();
  recount();
}

/**
 * Fetches the card of activity `id` as the server renders it now and puts it in place, if the board
 * shows it (a card being moved or carried is left alone: its own answer places it); with `mayAdd`,
 * a card of this sprint the board does not show yet is added to its column. A card gone (404) or
 * moved to another sprint is taken off.
 * @param {string} id @param {boolean} mayAdd
 */
async function fetchCard(id, mayAdd) {
  const old = document.getElementById(`card-${id}`);
  if (!board || (!old && !mayAdd) || (old && isBusy(old))) return;
  const url = new URL(`${location.pathname.replace(/\/board$/, "")}/activities/${encodeURIComponent(id)}/card`, location.origin);
  const sprint = new URLSearchParams(location.search).get("sprint");
  if (sprint) url.searchParams.set("sprint", sprint);
  const response = await fetch(url, { headers: { accept: "application/json" }, credentials: "same-origin" });
  const now = document.getElementById(`card-${id}`);
  if (response.status === 404 && now) return takeOff(now);
  if (!response.ok) return;
  const answer = await response.json();
  if (answer.sprintId !== boardSprint) {
    if (now) takeOff(now);
    return;
  }
  if (now) {
    if (!isBusy(now)) placeCard(now, answer.card, answer.stage, now.contains(document.activeElement));
    return;
  }
  const column = board.querySelector(`.column[data-stage="${answer.stage}"]`);
  if (!(column instanceof HTMLElement)) return;
  listOf(column).prepend(parseCard(answer.card));
  recount();
}

/** Each card's refreshes, one after another, so an older answer never replaces a newer one. */
/** @type {Map<string, Promise<void>>} */
const refreshing = new Map();

/** @param {string} id @param {boolean} [mayAdd] */
function refreshCard(id, mayAdd = false) {
  const next = (refreshing.get(id) ?? Promise.resolve()).then(() => fetchCard(id, mayAdd)).catch(() => undefined);
  refreshing.set(id, next);
  void next.then(() => {
    if (refreshing.get(id) === next) refreshing.delete(id);
  });
  return next;
}

/**
 * Sends the card's Move form with `status`, and shows the answer.
 * @param {HTMLElement} cardElement @param {string} status @param {{ home: HTMLElement | null, next: Element | null }} origin
 */
async function move(cardElement, status, origin) {
  const form = /** @type {HTMLFormElement | null} */ (cardElement.querySelector("form.move"));
  if (!form) return;
  const title = cardElement.dataset.title ?? "the card";
  const body = new URLSearchParams();
  for (const [name, value] of new FormData(form)) if (typeof value === "string") body.append(name, value);
  body.set("status", status);
  showAlert(null);
  announce(`Moving “${title}”…`);
  cardElement.classList.add("busy");
  const hadFocus = cardElement.contains(document.activeElement);
  try {
    const response = await fetch(form.action, {
      method: "POST",
      headers: { accept: "application/json", "content-type": "application/x-www-form-urlencoded" },
      body,
      credentials: "same-origin",
    });
    const answer = response.headers.get("content-type")?.startsWith("application/json") ? await response.json() : null;
    if (answer === null) throw new Error("not an answer of the board");
    if (response.ok) {
      placeCard(cardElement, answer.card, answer.stage, hadFocus);
      announce(answer.message);
      for (const id of answer.blocks ?? []) void refreshCard(id);
      return;
    }
    showAlert(answer.error?.message ?? "The card could not be moved.");
    announce("");
    if (typeof answer.card === "string") placeCard(cardElement, answer.card, answer.stage, hadFocus);
    else cardElement.remove();
    recount();
  } catch {
    if (origin.home) origin.home.insertBefore(cardElement, origin.next);
    cardElement.classList.remove("busy");
    recount();
    showAlert("The card could not be moved: the server did not answer as expected. Reload the page and try again.");
  }
}

/** @param {HTMLElement} cardElement */
const originOf = (cardElement) => ({ home: cardElement.parentElement, next: cardElement.nextElementSibling });

/**
 * Moves the card into `column` and sends the move as the column's drop status; a card dropped on
 * the column it came from stays as it is.
 * @param {HTMLElement} cardElement @param {HTMLElement} column
 */
function moveToColumn(cardElement, column, origin = originOf(cardElement)) {
  const status = column.dataset.dropStatus;
  if (!status || column === (origin.home && columnOf(origin.home))) {
    if (origin.home) origin.home.insertBefore(cardElement, origin.next);
    recount();
    return;
  }
  // Moving a focused element in the document drops its focus; the keyboard's card keeps it.
  const focused = cardElement.contains(document.activeElement);
  listOf(column).prepend(cardElement);
  if (focused) cardElement.focus();
  recount();
  void move(cardElement, status, origin);
}

// Forms: the Move button sends without leaving the page.
board?.addEventListener("submit", (event) => {
  const form = event.target;
  if (!(form instanceof HTMLFormElement) || !form.classList.contains("move")) return;
  event.preventDefault();
  const cardElement = /** @type {HTMLElement} */ (form.closest(".card-item"));
  const select = /** @type {HTMLSelectElement} */ (form.elements.namedItem("status"));
  void move(cardElement, select.value, originOf(cardElement));
});

// The mouse: drag a card onto a column.
/** @type {HTMLElement | null} */
let dragged = null;
board?.addEventListener("dragstart", (event) => {
  // A drag may start on the card's title link: it is the card that moves.
  const target = event.target instanceof Element ? /** @type {HTMLElement | null} */ (event.target.closest(".card-item")) : null;
  if (!target) return;
  dragged = target;
  event.dataTransfer?.setData("text/plain", target.dataset.id ?? "");
  if (event.dataTransfer) event.dataTransfer.effectAllowed = "move";
  target.classList.add("dragging");
});
board?.addEventListener("dragend", () => {
  dragged?.classList.remove("dragging");
  dragged = null;
  for (const column of columns()) column.classList.remove("drop-target");
});
board?.addEventListener("dragover", (event) => {
  const column = event.target instanceof Element ? columnOf(event.target) : null;
  if (!dragged || !column) return;
  event.preventDefault();
  for (const other of columns()) other.classList.toggle("drop-target", other === column);
});
board?.addEventListener("drop", (event) => {
  const column = event.target instanceof Element ? columnOf(event.target) : null;
  if (!dragged || !column) return;
  event.preventDefault();
  column.classList.remove("drop-target");
  moveToColumn(dragged, column);
});

// The keyboard: pick up, carry, drop.
/** @type {{ card: HTMLElement, home: HTMLElement | null, next: Element | null } | null} */
let carried = null;

/** @param {HTMLElement} cardElement */
function stageName(cardElement) {
  return columnOf(cardElement)?.querySelector("h2")?.firstChild?.textContent?.trim() ?? "";
}

/** @param {boolean} drop */
function putDown(drop) {
  if (!carried) return;
  const { card: cardElement, home, next } = carried;
  carried = null;
  cardElement.classList.remove("carried");
  for (const column of columns()) column.classList.remove("drop-target");
  const column = columnOf(cardElement);
  if (drop && column && column !== (home && columnOf(home))) {
    moveToColumn(cardElement, column, { home, next });
    return;
  }
  if (home) home.insertBefore(cardElement, next);
  recount();
  cardElement.focus();
  announce(`“${cardElement.dataset.title ?? ""}” stays in ${stageName(cardElement)}.`);
}

board?.addEventListener("keydown", (event) => {
  const target = event.target;
  if (!(target instanceof HTMLElement) || !target.classList.contains("card-item")) return;
  const title = target.dataset.title ?? "";
  if (!carried && (event.key === " " || event.key === "Enter")) {
    event.preventDefault();
    carried = { card: target, ...originOf(target) };
    target.classList.add("carried");
    columnOf(target)?.classList.add("drop-target");
    announce(`Picked up “${title}” in ${stageName(target)}. Arrow keys choose a column, Space drops, Escape cancels.`);
    return;
  }
  if (!carried || carried.card !== target) return;
  if (event.key === "Escape") {
    event.preventDefault();
    putDown(false);
  } else if (event.key === " " || event.key === "Enter") {
    event.preventDefault();
    putDown(true);
  } else if (["ArrowLeft", "ArrowRight", "ArrowUp", "ArrowDown"].includes(event.key)) {
    event.preventDefault();
    const all = columns();
    const here = columnOf(target);
    const step = event.key === "ArrowLeft" || event.key === "ArrowUp" ? -1 : 1;
    const there = all[(here ? all.indexOf(here) : 0) + step];
    if (!there) return;
    here?.classList.remove("drop-target");
    there.classList.add("drop-target");
    listOf(there).prepend(target);
    target.focus();
    recount();
    announce(`“${title}”: ${stageName(target)}. Space drops it here.`);
  }
});
board?.addEventListener("focusout", (event) => {
  // Tabbing away from a carried card puts it back.
  if (carried && event.target === carried.card && !carried.card.contains(/** @type {Node | null} */ (event.relatedTarget))) {
    const cardElement = carried.card;
    queueMicrotask(() => {
      if (carried?.card === cardElement && document.activeElement !== cardElement) putDown(false);
    });
  }
});

// Live: the team's changes to activities and relations, as they commit. An activity's card is
// fetched and placed as a move places it, added when it is new to this sprint, taken off when it
// is deleted or leaves the sprint; its parent (sub-task progress) and the cards it blocks or that a
// relation joins (blocked markers) are refreshed with it. The stream closes for good only on a
// refusal (signed out, no longer in the team, a resume point no longer kept): the page says so.
const liveUrl = board?.dataset.live;
if (board && liveUrl && typeof EventSource === "function") {
  const source = new EventSource(liveUrl);
  source.addEventListener("message", (message) => {
    /** @type {{ type: string, data: { object: Record<string, unknown>, previous?: Record<string, unknown> } }} */
    const event = JSON.parse(message.data);
    const record = event.data.object;
    /** @param {unknown} id */
    const also = (id) => {
      if (typeof id === "string") void refreshCard(id);
    };
    if (event.type === "activity.deleted") {
      const gone = document.getElementById(`card-${String(record.id)}`);
      if (gone) takeOff(gone);
    } else if (event.type.startsWith("activity.")) {
      void refreshCard(String(record.id), record.sprintId === boardSprint);
    } else if (event.type.startsWith("relation.")) {
      also(record.activityId);
      also(record.relatedActivityId);
      return;
    }
    also(record.parentId);
    also(event.data.previous?.parentId);
    if (Array.isArray(record.blocks)) record.blocks.forEach(also);
  });
  // The stream's state, for tests and styles: open, reconnecting (EventSource retries by itself), closed.
  source.addEventListener("open", () => {
    board.dataset.liveState = "open";
  });
  source.addEventListener("error", () => {
    board.dataset.liveState = source.readyState === EventSource.CLOSED ? "closed" : "reconnecting";
    if (source.readyState === EventSource.CLOSED) showAlert("Live updates stopped. Reload the page to see changes made elsewhere.");
  });
}
