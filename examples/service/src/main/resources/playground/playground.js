// The Latrunculi playground: a generic client of the validation service. It knows no game's
// rules; everything it draws and every move it enters comes from the service's JSON
// (/games, /start, /view, /play, /suggest).

const SVG = "http://www.w3.org/2000/svg";
const $ = (id) => document.getElementById(id);

/** Colours by seat for games whose player names are not colour letters. */
const TWO_SEATS = ["#f6f3ea", "#262626"];
const MANY_SEATS = ["#c0392b", "#2e86c1", "#d4ac0d", "#239b56"];
const NAMED = { r: "#c0392b", b: "#2e86c1", y: "#d4ac0d", g: "#239b56", w: "#f6f3ea" };
/** Kinds drawn with a crown ring: the pieces whose loss matters most. */
const ROYAL = new Set(["chief", "king", "maraja", "queen", "amazon"]);

const state = {
  games: [],
  start: null, // the position line the game started from (or was loaded from)
  position: null,
  view: null,
  inputs: [],
  history: [], // [{ move, line }]
  seats: {}, // player name -> { agent: boolean, budget: number }
  thinking: false,
  generation: 0, // bumped on every new position, so that a stale agent answer is dropped
  request: 0, // bumped on every /view request, so that only the newest answer is drawn
};

async function call(method, path, body) {
  const response = await fetch(path, {
    method,
    headers: body === undefined ? {} : { "Content-Type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = await response.json().catch(() => ({ code: "INTERNAL_ERROR", message: "no JSON answer" }));
  return { ok: response.ok, json };
}

function say(text) {
  $("message").textContent = text || "";
}

// ---- setup -------------------------------------------------------------------------------

async function loadGames() {
  const { ok, json } = await call("GET", "/games");
  if (!ok) {
    say(json.message);
    return;
  }
  state.games = json;
  const select = $("game");
  select.replaceChildren(...json.map((g) => new Option(g.id, g.id)));
  if (json.some((g) => g.id === "chief")) select.value = "chief";
  select.addEventListener("change", fillSetup);
  fillSetup();
}

function currentGame() {
  return state.games.find((g) => g.id === $("game").value);
}

function fillSetup() {
  const game = currentGame();
  $("variant").replaceChildren(...game.variants.map((v) => new Option(v, v)));
  const sizes = game.sizes || [];
  $("size").replaceChildren(new Option("default", ""), ...sizes.map((s) => new Option(s, s)));
  $("size").disabled = sizes.length === 0;
  const options = $("options");
  options.replaceChildren();
  for (const [name, value] of Object.entries(game.options || {})) {
    const label = document.createElement("label");
    label.textContent = name + " ";
    const input = document.createElement("input");
    input.name = name;
    input.value = value;
    input.dataset.default = value;
    label.append(input);
    options.append(label);
  }
}

async function startGame() {
  const options = {};
  for (const input of $("options").querySelectorAll("input")) {
    if (input.value !== input.dataset.default) options[input.name] = input.value;
  }
  const request = { game: $("game").value, variant: $("variant").value, options, seed: Number($("seed").value || 0) };
  if ($("size").value) request.size = $("size").value;
  const { ok, json } = await call("POST", "/start", request);
  if (!ok) {
    say(json.message);
    return;
  }
  await loadPosition(json.position, []);
}

/** Shows a position as the start of a new game (its moves, if any, replayed into the history). */
async function loadPosition(line, moves) {
  const { ok, json } = await call("POST", "/view", { position: line });
  if (!ok) {
    say(json.code + ": " + json.message);
    return false;
  }
  state.start = json.position;
  state.history = [];
  state.seats = {};
  let position = json.position;
  for (const move of moves) {
    const played = await call("POST", "/play", { position, moves: [move] });
    if (!played.ok) {
      say("move " + (state.history.length + 1) + " (" + move + "): " + played.json.message);
      return false;
    }
    position = played.json.position;
    state.history.push({ move, line: position });
  }
  await show(position);
  say("");
  return true;
}

// ---- the position ------------------------------------------------------------------------

async function show(position) {
  state.position = position;
  state.inputs = [];
  state.generation++;
  const ticket = ++state.request;
  const { ok, json } = await call("POST", "/view", { position, inputs: [] });
  if (ticket !== state.request) return;
  if (!ok) {
    say(json.code + ": " + json.message);
    return;
  }
  state.view = json;
  render();
  schedule();
}

async function addInput(token) {
  if (state.thinking || isAgentTurn() || state.view.outcome.finished) return;
  const inputs = [...state.inputs, token];
  const ticket = ++state.request;
  const { ok, json } = await call("POST", "/view", { position: state.position, inputs });
  if (ticket !== state.request) return;
  if (!ok) {
    say(json.message);
    return;
  }
  say("");
  state.inputs = inputs;
  state.view = json;
  if (json.builder.move !== null) {
    await playMove(json.builder.move);
  } else {
    render();
  }
}

async function undoInput() {
  if (state.inputs.length === 0) return;
  const inputs = state.inputs.slice(0, -1);
  const { ok, json } = await call("POST", "/view", { position: state.position, inputs });
  if (ok) {
    state.inputs = inputs;
    state.view = json;
    say("");
    render();
  }
}

async function playMove(move) {
  const { ok, json } = await call("POST", "/play", { position: state.position, moves: [move] });
  if (!ok) {
    say(json.code + ": " + json.message);
    render();
    return false;
  }
  state.history.push({ move, line: json.position });
  say("");
  await show(json.position);
  return true;
}

async function undoMove() {
  if (state.history.length === 0) return;
  state.history.pop();
  await show(state.history.length ? state.history[state.history.length - 1].line : state.start);
}

// ---- seats, chance and the agent ---------------------------------------------------------

function seat(name) {
  if (!state.seats[name]) state.seats[name] = { agent: false, budget: 300 };
  return state.seats[name];
}

function isAgentTurn() {
  const toMove = state.view && state.view.toMove;
  return toMove && toMove !== "chance" && seat(toMove).agent;
}

function schedule() {
  const view = state.view;
  if (!view || view.outcome.finished) return;
  const generation = state.generation;
  if (view.toMove === "chance" && $("auto-throw").checked) {
    setTimeout(() => generation === state.generation && throwDie(), 250);
  } else if (isAgentTurn()) {
    setTimeout(() => generation === state.generation && agentMove(generation), 150);
  }
}

async function agentMove(generation) {
  if (state.thinking) return;
  state.thinking = true;
  renderTurn();
  const budgetMs = seat(state.view.toMove).budget;
  const { ok, json } = await call("POST", "/suggest", { position: state.position, budgetMs });
  state.thinking = false;
  if (generation !== state.generation) return;
  if (!ok) {
    say(json.code + ": " + json.message);
    renderTurn();
    return;
  }
  await playMove(json.move);
}

async function throwDie() {
  if (!state.view || state.view.toMove !== "chance") return;
  const { ok, json } = await call("POST", "/suggest", { position: state.position, budgetMs: 1 });
  if (ok) await playMove(json.move);
  else say(json.message);
}

/** Keeps the setup panel on the game and variant of the position shown (a pasted line may change them). */
function showSetupOf(view) {
  if ($("game").value !== view.game && state.games.some((g) => g.id === view.game)) {
    $("game").value = view.game;
    fillSetup();
  }
  const variant = view.variant.split(",")[0];
  if ([...$("variant").options].some((o) => o.value === variant)) $("variant").value = variant;
}

// ---- drawing -----------------------------------------------------------------------------

function colourOf(name) {
  const players = state.view.players;
  if (players.length > 2 && NAMED[name]) return NAMED[name];
  const index = players.indexOf(name);
  return players.length <= 2 ? TWO_SEATS[index] : MANY_SEATS[index % MANY_SEATS.length];
}

function inkOn(fill) {
  const n = parseInt(fill.slice(1), 16);
  const lum = 0.299 * (n >> 16) + 0.587 * ((n >> 8) & 255) + 0.114 * (n & 255);
  return lum > 150 ? "#1d232a" : "#ffffff";
}

function el(name, attrs, parent) {
  const node = document.createElementNS(SVG, name);
  for (const [k, v] of Object.entries(attrs || {})) node.setAttribute(k, v);
  if (parent) parent.append(node);
  return node;
}

function render() {
  showSetupOf(state.view);
  renderTurn();
  renderBoard();
  renderChoices();
  renderSide();
}

function renderTurn() {
  const view = state.view;
  const banner = $("banner");
  if (view.outcome.finished) {
    const who = view.outcome.draw ? "Draw" : "Winner: " + (view.outcome.winners || []).join(", ");
    banner.textContent = "Game over. " + who + " (" + view.outcome.reason + ")";
    banner.hidden = false;
  } else {
    banner.hidden = true;
  }
  let turn = "";
  if (!view.outcome.finished) {
    if (view.toMove === "chance") turn = "Chance: throw the die";
    else turn = "To move: " + view.toMove + (state.thinking ? " (the agent is thinking…)" : "");
  }
  $("turn").textContent = turn;
  const chance = view.toMove === "chance" && !view.outcome.finished;
  $("throw").hidden = !chance;
  $("auto-throw-box").hidden = !(view.moves.some((m) => m.kind === "throw") || chance);
}

function renderBoard() {
  const view = state.view;
  const { width, height } = view.board;
  const svg = $("board");
  svg.replaceChildren();
  svg.setAttribute("viewBox", `-0.6 -0.1 ${width + 0.7} ${height + 0.7}`);
  const pieces = new Map(view.pieces.map((p) => [p.square, p]));
  const marks = new Map();
  for (const mark of view.marks) {
    if (!marks.has(mark.square)) marks.set(mark.square, []);
    marks.get(mark.square).push(mark);
  }
  const next = new Map();
  for (const option of view.builder.next) if (option.square) next.set(option.square, option.kinds);
  const entered = new Set(view.builder.entered.filter((i) => i.square).map((i) => i.square));
  for (let rank = height - 1; rank >= 0; rank--) {
    const y = height - 1 - rank;
    el("text", { class: "coord", x: -0.3, y: y + 0.5 }, svg).textContent = String(rank + 1);
    for (let file = 0; file < width; file++) {
      const name = String.fromCharCode(97 + file) + (rank + 1);
      const piece = pieces.get(name);
      const squareMarks = marks.get(name) || [];
      const g = el("g", { class: "sq", tabindex: 0, role: "button", "data-square": name }, svg);
      g.setAttribute("aria-label", accessibleName(name, piece, squareMarks, next.get(name)));
      el("rect", { x: file, y, width: 1, height: 1, class: (file + rank) % 2 === 0 ? "dark" : "light" }, g);
      if (entered.has(name)) el("rect", { x: file, y, width: 1, height: 1, class: "selected" }, g);
      if (piece) drawPiece(g, piece, file + 0.5, y + 0.5);
      for (const mark of squareMarks) {
        el("rect", { x: file + 0.05, y: y + 0.05, width: 0.9, height: 0.9, rx: 0.1, class: "mark" }, g);
        el("title", {}, g).textContent = mark.code + ": " + mark.message;
      }
      if (next.has(name)) {
        el("rect", { x: file + 0.04, y: y + 0.04, width: 0.92, height: 0.92, class: "target" }, g);
        if (!piece) el("circle", { cx: file + 0.5, cy: y + 0.5, r: 0.12, class: "target-dot" }, g);
      }
      g.addEventListener("click", () => addInput(name));
      g.addEventListener("keydown", (event) => {
        if (event.key === "Enter" || event.key === " ") {
          event.preventDefault();
          addInput(name);
        }
      });
    }
  }
  for (let file = 0; file < width; file++) {
    el("text", { class: "coord", x: file + 0.5, y: height + 0.3 }, svg).textContent = String.fromCharCode(97 + file);
  }
}

function accessibleName(square, piece, marks, kinds) {
  const parts = [square];
  parts.push(piece ? (piece.owner ? piece.owner + " " : "neutral ") + piece.kind : "empty");
  for (const mark of marks) parts.push(mark.code);
  if (kinds) parts.push("can " + kinds.join(" or "));
  return parts.join(", ");
}

function drawPiece(g, piece, cx, cy) {
  const fill = piece.owner ? colourOf(piece.owner) : "#8d949b";
  if (!piece.owner || piece.kind === "stone") {
    el("rect", { x: cx - 0.3, y: cy - 0.3, width: 0.6, height: 0.6, rx: 0.12, fill, stroke: "#333", "stroke-width": 0.04 }, g);
  } else {
    el("circle", { cx, cy, r: 0.38, fill, stroke: "#333", "stroke-width": 0.04 }, g);
    if (ROYAL.has(piece.kind)) el("circle", { cx, cy, r: 0.3, fill: "none", stroke: inkOn(fill), "stroke-width": 0.03 }, g);
  }
  // Long labels (Chaturaji's "bPK") shrink to stay inside the piece.
  const size = piece.label.length <= 2 ? 0.36 : piece.label.length === 3 ? 0.27 : 0.21;
  const label = el("text", { class: "label", x: cx, y: cy, fill: inkOn(fill), "font-size": size }, g);
  label.textContent = piece.label;
  el("title", {}, g).textContent = (piece.owner ? piece.owner + " " : "") + piece.kind;
}

function renderChoices() {
  const box = $("choices");
  box.replaceChildren();
  for (const option of state.view.builder.next) {
    if (!option.choice) continue;
    const button = document.createElement("button");
    button.type = "button";
    button.textContent = option.label;
    button.dataset.choice = option.choice;
    button.title = option.kinds.join(", ");
    button.addEventListener("click", () => addInput(option.choice));
    box.append(button);
  }
  $("undo-input").disabled = state.inputs.length === 0;
}

function renderSide() {
  const view = state.view;
  const seats = $("seats");
  seats.replaceChildren();
  view.teams.forEach((team, t) => {
    for (const name of team) {
      const row = document.createElement("div");
      row.className = "seat";
      const swatch = document.createElement("span");
      swatch.className = "swatch";
      swatch.style.background = colourOf(name);
      const label = document.createElement("span");
      label.textContent = name + (view.teams.length < view.players.length ? " (team " + (t + 1) + ")" : "");
      const kind = document.createElement("select");
      kind.setAttribute("aria-label", "seat " + name);
      kind.dataset.seat = name;
      kind.append(new Option("person", "person"), new Option("agent", "agent"));
      kind.value = seat(name).agent ? "agent" : "person";
      kind.addEventListener("change", () => {
        seat(name).agent = kind.value === "agent";
        schedule();
      });
      const budget = document.createElement("input");
      budget.type = "number";
      budget.min = "10";
      budget.step = "50";
      budget.value = seat(name).budget;
      budget.setAttribute("aria-label", "agent budget in ms for " + name);
      budget.addEventListener("change", () => (seat(name).budget = Number(budget.value) || 300));
      row.append(swatch, label, kind, budget, document.createTextNode("ms"));
      seats.append(row);
    }
  });
  const facts = $("facts");
  facts.replaceChildren();
  for (const fact of view.facts) {
    const dt = document.createElement("dt");
    dt.textContent = fact.key;
    const dd = document.createElement("dd");
    dd.textContent = fact.value;
    dd.dataset.fact = fact.key;
    facts.append(dt, dd);
  }
  const marks = $("marks");
  marks.replaceChildren(
    ...view.marks.map((m) => {
      const li = document.createElement("li");
      li.textContent = m.square + " " + m.code + ": " + m.message;
      return li;
    })
  );
  const actions = view.actions || [];
  $("actions-box").hidden = actions.length === 0;
  $("actions").replaceChildren(
    ...actions.map((a) => {
      const button = document.createElement("button");
      button.type = "button";
      button.textContent = a.move;
      button.dataset.action = a.move;
      button.addEventListener("click", () => playMove(a.move));
      return button;
    })
  );
  const history = $("history");
  history.replaceChildren(
    ...state.history.map((h) => {
      const li = document.createElement("li");
      li.textContent = h.move;
      li.title = h.line;
      return li;
    })
  );
  $("undo-move").disabled = state.history.length === 0;
  $("position-line").value = state.position;
  $("record").value = [state.start, ...state.history.map((h) => h.move)].join("\n") + "\n";
}

// ---- wiring ------------------------------------------------------------------------------

function copy(id) {
  const area = $(id);
  area.select();
  if (navigator.clipboard) navigator.clipboard.writeText(area.value).catch(() => {});
}

function readRecord(text) {
  const lines = text.split("\n").map((l) => l.trim()).filter((l) => l && !l.startsWith("#"));
  if (lines.length === 0) return null;
  return { start: lines[0], moves: lines.slice(1).flatMap((l) => l.split(/\s+/)) };
}

window.addEventListener("DOMContentLoaded", async () => {
  $("start").addEventListener("click", startGame);
  $("undo-input").addEventListener("click", undoInput);
  $("undo-move").addEventListener("click", undoMove);
  $("throw").addEventListener("click", throwDie);
  $("auto-throw").addEventListener("change", schedule);
  $("load-position").addEventListener("click", () => loadPosition($("position-line").value.trim(), []));
  $("copy-position").addEventListener("click", () => copy("position-line"));
  $("copy-record").addEventListener("click", () => copy("record"));
  $("load-record").addEventListener("click", () => {
    const record = readRecord($("record").value);
    if (record) loadPosition(record.start, record.moves);
    else say("the record is empty: its first line is the start position");
  });
  $("move-form").addEventListener("submit", async (event) => {
    event.preventDefault();
    const text = $("move-text").value.trim();
    if (text && state.position && (await playMove(text))) $("move-text").value = "";
  });
  document.addEventListener("keydown", (event) => {
    if (event.key === "Escape") undoInput();
  });
  await loadGames();
  if (state.games.length > 0) await startGame();
});
