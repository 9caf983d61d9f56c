// The Latrunculi playground: a generic client of the validation service. It knows no game's
// rules; everything it draws and every move it enters comes from the service's JSON
// (/games, /start, /view, /play, /suggest). It knows a drawing per piece kind id and a palette per
// colour word, and falls back to the piece's label and a seat palette for those it does not know.

import { DRAWINGS } from "./pieces.js";

const SVG = "http://www.w3.org/2000/svg";
const $ = (id) => document.getElementById(id);

/** Fills for the colour words of /view's seats. */
const PALETTE = {
  white: "#f4f1e8", black: "#2b2b2b", red: "#c8372d", green: "#2e8b57", yellow: "#e8b923", blue: "#2f6fb5",
};
/** Fills by seat index for a colour word the palette lacks. */
const SEAT_FILLS = ["#f4f1e8", "#2b2b2b", "#c8372d", "#2f6fb5", "#2e8b57", "#e8b923"];
const NEUTRAL_FILL = "#9aa0a6";
const DIRECTIONS = ["N", "NE", "E", "SE", "S", "SW", "W", "NW"];
const DIRECTION_WORDS = ["north", "north-east", "east", "south-east", "south", "south-west", "west", "north-west"];
const ARROW_KEYS = { ArrowUp: [0, -1], ArrowDown: [0, 1], ArrowLeft: [-1, 0], ArrowRight: [1, 0] };
/** Pointer travel, in CSS pixels, after which a press on a square becomes a drag. */
const DRAG_START = 6;

const state = {
  games: [],
  start: null, // the position line the game started from (or was loaded from)
  position: null,
  view: null, // the live position's view, with the inputs entered so far
  inputs: [],
  history: [], // [{ move, line, mover, squares }]; mover and squares are looked up when unknown
  seats: {}, // player name -> { agent: boolean, budget: number }
  thinking: false,
  generation: 0, // bumped on every new position, so that a stale agent answer or hint is dropped
  request: 0, // bumped on every /view request, so that only the newest answer is drawn
  lastTurn: [], // the squares of the last turn in the live position
  review: null, // { ply, view, squares } while an earlier position is shown
  hint: null, // { move, squares, from } drawn as an arrow until the position or the inputs change
  manualTurns: null, // quarter turns chosen with "Turn board"; null: face the person's seat
  focus: null, // the square that holds the board's one Tab stop
  cells: new Map(), // "x,y" on the drawn board -> square name
  drag: null,
  fragment: "",
};

// ---- one operation at a time -------------------------------------------------------------

// Every user action and every agent move runs through this queue, so that inputs are entered in
// order; body[data-busy] and body[data-updates] let tests wait for the page to settle.
let queue = Promise.resolve();
let busy = 0;
let updates = 0;

function settle() {
  document.body.dataset.busy = String(busy);
  document.body.dataset.updates = String(updates);
}

function run(task) {
  busy++;
  settle();
  queue = queue
    .then(task)
    .catch((error) => say(String((error && error.message) || error)))
    .finally(() => {
      busy--;
      updates++;
      settle();
    });
  return queue;
}

/** Runs a task after a delay, counted as busy from now on. */
function later(ms, task) {
  busy++;
  settle();
  setTimeout(() => {
    run(task);
    busy--;
    settle();
  }, ms);
}

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

/** Tells screen readers what happened (a move, a hint) without moving their focus. */
function announce(text) {
  $("announce").textContent = text;
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

/**
 * Shows a position as the start of a new game, its moves (if any) replayed into the move list.
 * A refused line or move leaves the game shown as it was.
 */
async function loadPosition(line, moves) {
  const { ok, json } = await call("POST", "/view", { position: line });
  if (!ok) {
    say(json.code + ": " + json.message);
    return false;
  }
  const history = [];
  let position = json.position;
  for (const move of moves) {
    const played = await call("POST", "/play", { position, moves: [move] });
    if (!played.ok) {
      say("move " + (history.length + 1) + " (" + move + "): " + played.json.message);
      return false;
    }
    position = played.json.position;
    history.push({ move, line: position, mover: null, squares: null });
  }
  state.start = json.position;
  state.history = history;
  state.seats = {};
  state.review = null;
  state.manualTurns = null;
  state.focus = null;
  say("");
  await show(position);
  return true;
}

// ---- the position ------------------------------------------------------------------------

async function show(position) {
  state.position = position;
  state.inputs = [];
  state.hint = null;
  state.generation++;
  const ticket = ++state.request;
  const { ok, json } = await call("POST", "/view", { position, inputs: [] });
  if (ticket !== state.request) return;
  if (!ok) {
    say(json.code + ": " + json.message);
    return;
  }
  state.view = json;
  state.lastTurn = await turnSquares(state.history.length);
  writeFragment();
  render();
  schedule();
}

/** The squares a move's inputs click, from a view of the position it is played in. */
function squaresOf(view, move) {
  const found = view.moves.find((m) => m.move === move);
  return found ? found.inputs.filter((i) => i.square).map((i) => i.square) : [];
}

/** Fills in who played a move of the list and which squares it touched, when not known yet. */
async function describe(index) {
  const entry = state.history[index];
  if (entry.mover !== null) return entry;
  const before = index === 0 ? state.start : state.history[index - 1].line;
  const { ok, json } = await call("POST", "/view", { position: before });
  entry.mover = ok ? json.toMove : "";
  entry.squares = ok ? squaresOf(json, entry.move) : [];
  return entry;
}

/**
 * The squares of the last turn among the first {@code plies} moves: every square the moves of the
 * last player to move clicked (a move and its shot, a placement pair, the steps of a capture chain
 * played as several moves), chance events (a die throw) skipped.
 */
async function turnSquares(plies) {
  let k = plies - 1;
  while (k >= 0 && (await describe(k)).mover === "chance") k--;
  if (k < 0) return [];
  const mover = state.history[k].mover;
  const squares = [];
  for (let j = k; j >= 0; j--) {
    const entry = await describe(j);
    if (entry.mover === "chance") continue;
    if (entry.mover !== mover) break;
    squares.push(...entry.squares);
  }
  return squares;
}

function refuseInput() {
  const view = state.view;
  if (state.review) return "this is an earlier position: go back to the live position to play";
  if (view.outcome.finished) return "the game is over";
  if (state.thinking || isAgentTurn()) return "the agent plays this seat";
  return null;
}

async function addInput(token) {
  const refused = refuseInput();
  if (refused) {
    say(refused);
    return;
  }
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
  state.hint = null;
  if (json.builder.move !== null) {
    await playMove(json.builder.move);
  } else {
    render();
  }
}

/** A click on a square: the next input, or a second click on the square just entered takes it back. */
async function clickSquare(name) {
  const builder = state.view.builder;
  const offered = builder.next.some((o) => o.square === name);
  const last = builder.entered[builder.entered.length - 1];
  if (!offered && last && last.square === name && !refuseInput()) {
    await undoInput();
  } else {
    await addInput(name);
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
  const before = state.view;
  const { ok, json } = await call("POST", "/play", { position: state.position, moves: [move] });
  if (!ok) {
    say(json.code + ": " + json.message);
    render();
    return false;
  }
  state.history.push({ move, line: json.position, mover: before.toMove || "", squares: squaresOf(before, move) });
  say("");
  announce((before.toMove === "chance" ? "Chance: " : seatName(before, before.toMove) + " played ") + move + ".");
  await show(json.position);
  return true;
}

async function undoMove() {
  if (state.history.length === 0) return;
  state.history.pop();
  state.review = null;
  await show(state.history.length ? state.history[state.history.length - 1].line : state.start);
}

// ---- looking back ------------------------------------------------------------------------

/** Shows the position after {@code ply} moves (0: the start) read-only, or the live one. */
async function review(ply) {
  if (ply >= state.history.length) {
    state.review = null;
    render();
    return;
  }
  const line = ply === 0 ? state.start : state.history[ply - 1].line;
  const { ok, json } = await call("POST", "/view", { position: line });
  if (!ok) {
    say(json.code + ": " + json.message);
    return;
  }
  state.review = { ply, view: json, squares: await turnSquares(ply) };
  say("");
  render();
}

function backToLive() {
  if (!state.review) return;
  state.review = null;
  render();
  schedule();
}

// ---- the URL fragment --------------------------------------------------------------------

/** Keeps the game (start line and moves) in the address, so that a reload restores it and a link shares it. */
function writeFragment() {
  const params = new URLSearchParams();
  params.set("start", state.start);
  if (state.history.length > 0) params.set("moves", state.history.map((h) => h.move).join(" "));
  state.fragment = "#" + params.toString();
  if (location.hash !== state.fragment) window.history.replaceState(null, "", state.fragment);
}

function readFragment() {
  const params = new URLSearchParams(location.hash.slice(1));
  const start = params.get("start");
  if (!start) return null;
  return { start, moves: (params.get("moves") || "").split(" ").filter((m) => m) };
}

// ---- seats, chance, the agent and hints --------------------------------------------------

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
  if (!view || view.outcome.finished || state.review) return;
  const generation = state.generation;
  if (view.toMove === "chance" && $("auto-throw").checked) {
    later(250, () => generation === state.generation && throwDie());
  } else if (isAgentTurn()) {
    later(150, () => generation === state.generation && agentMove(generation));
  }
}

async function agentMove(generation) {
  if (state.thinking || state.review) return;
  state.thinking = true;
  renderStatus();
  const budgetMs = seat(state.view.toMove).budget;
  const { ok, json } = await call("POST", "/suggest", { position: state.position, budgetMs });
  state.thinking = false;
  if (generation !== state.generation) return;
  if (!ok) {
    say(json.code + ": " + json.message);
    renderStatus();
    return;
  }
  await playMove(json.move);
}

async function throwDie() {
  if (!state.view || state.view.toMove !== "chance" || state.review) return;
  const { ok, json } = await call("POST", "/suggest", { position: state.position, budgetMs: 1 });
  if (ok) await playMove(json.move);
  else say(json.message);
}

/** Asks the search agent for a move for the side to move and draws it as an arrow, unplayed. */
async function hint() {
  const refused = refuseInput();
  if (refused) {
    say(refused);
    return;
  }
  if (state.view.toMove === "chance") {
    say("the die decides this turn: throw it");
    return;
  }
  const generation = state.generation;
  const { ok, json } = await call("POST", "/suggest", { position: state.position, budgetMs: 300 });
  if (generation !== state.generation) return;
  if (!ok) {
    say(json.code + ": " + json.message);
    return;
  }
  const found = state.view.moves.find((m) => m.move === json.move);
  const squares = squaresOf(state.view, json.move);
  const from = squares.length > 0 && state.view.pieces.some((p) => p.square === squares[0]);
  const analysis = json.analysis;
  state.hint = { move: json.move, squares, from, line: analysis ? analysis.line : [json.move],
    score: analysis ? analysis.score : null };
  say("");
  announce("Hint: " + json.move + (found ? ", " + found.description : "") + ". " + hintText(state.hint));
  renderBoard();
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

// ---- colours, names and the board's orientation -------------------------------------------

function seatOf(view, name) {
  return (view.seats || []).find((s) => s.player === name);
}

function seatName(view, name) {
  const found = seatOf(view, name);
  return found ? found.name : name;
}

function colourOf(view, name) {
  if (name === null || name === undefined) return NEUTRAL_FILL;
  const found = seatOf(view, name);
  if (found && PALETTE[found.colour]) return PALETTE[found.colour];
  const index = Math.max(0, view.players.indexOf(name));
  return SEAT_FILLS[index % SEAT_FILLS.length];
}

function luminance(fill) {
  const n = parseInt(fill.slice(1), 16);
  return 0.299 * (n >> 16) + 0.587 * ((n >> 8) & 255) + 0.114 * (n & 255);
}

/** A colour that stands out on {@code fill}: for details on a piece. */
function inkOn(fill) {
  return luminance(fill) > 150 ? "#1d232a" : "#ffffff";
}

/** The outline of a piece: dark around light bodies, light grey around dark ones. */
function outlineOf(fill) {
  return luminance(fill) > 70 ? "#1d232a" : "#cfc8b8";
}

/** Quarter turns (clockwise) that bring a seat's side of the board to the bottom. */
function turnsFor(side) {
  const ordinal = DIRECTIONS.indexOf(side);
  if (ordinal < 0) return 0;
  const bottom = ordinal % 2 === 0 ? 4 : 5; // S, or the SW corner for a seat in a corner
  return (((bottom - ordinal) / 2) % 4 + 4) % 4;
}

/** The seat the board faces: the first seat a person plays, or the first seat. */
function facingSeat(view) {
  const person = view.players.find((p) => !seat(p).agent);
  return seatOf(view, person || view.players[0]);
}

function boardTurns(view) {
  if (state.manualTurns !== null) return state.manualTurns;
  const facing = facingSeat(view);
  return facing ? turnsFor(facing.side) : 0;
}

function turnBoard() {
  const view = state.view;
  if (!view) return;
  const square = view.board.width === view.board.height;
  const step = square && view.players.length > 2 ? 1 : 2;
  state.manualTurns = (boardTurns(view) + step) % 4;
  renderBoard();
}

/** Where a square is drawn: column and row on the turned board. */
function place(file, rank, width, height, turns) {
  let x = file;
  let y = height - 1 - rank;
  let w = width;
  let h = height;
  for (let i = 0; i < turns; i++) {
    [x, y] = [h - 1 - y, x];
    [w, h] = [h, w];
  }
  return { x, y };
}

// ---- drawing -----------------------------------------------------------------------------

function el(name, attrs, parent) {
  const node = document.createElementNS(SVG, name);
  for (const [k, v] of Object.entries(attrs || {})) node.setAttribute(k, v);
  if (parent) parent.append(node);
  return node;
}

function shownView() {
  return state.review ? state.review.view : state.view;
}

function render() {
  showSetupOf(state.view);
  renderStatus();
  renderBoard();
  renderChoices();
  renderSide();
}

function words(code) {
  const text = String(code || "").toLowerCase().replace(/_/g, " ");
  return text.charAt(0).toUpperCase() + text.slice(1);
}

function listNames(view, names) {
  const all = names.map((n) => seatName(view, n));
  return all.length <= 1 ? all.join("") : all.slice(0, -1).join(", ") + " and " + all[all.length - 1];
}

/** The outcome in words: who won (or a draw, or the places) and why. */
function outcomeText(view) {
  const outcome = view.outcome;
  const why = words(outcome.reason) + ".";
  if (outcome.draw) return "Draw. " + why;
  const winners = outcome.winners || [];
  let text = listNames(view, winners) + (winners.length === 1 ? " wins. " : " win. ") + why;
  if (outcome.ranking && outcome.ranking.length > 1) {
    text += " Places: " + outcome.ranking.map((place, i) => i + 1 + ". " + listNames(view, place)).join("; ") + ".";
  }
  return text;
}

function renderStatus() {
  const view = shownView();
  const finished = view.outcome.finished;
  $("game-over").hidden = !finished;
  if (finished) $("result").textContent = outcomeText(view);
  let turn = "";
  let swatch = null;
  if (!finished) {
    if (view.toMove === "chance") {
      turn = "Chance: throw the die";
    } else {
      const thinking = state.thinking && !state.review ? " (the agent is thinking…)" : "";
      turn = seatName(view, view.toMove) + " to move" + thinking;
      swatch = colourOf(view, view.toMove);
    }
  }
  $("turn").textContent = turn;
  $("turn-swatch").hidden = swatch === null;
  if (swatch) $("turn-swatch").style.background = swatch;
  $("review").hidden = !state.review;
  if (state.review) {
    $("review-text").textContent =
      state.review.ply === 0
        ? "The start position, read-only."
        : "The position after move " + state.review.ply + " of " + state.history.length + ", read-only.";
  }
  const live = state.view;
  const chance = live.toMove === "chance" && !live.outcome.finished && !state.review;
  $("throw").hidden = !chance;
  $("auto-throw-box").hidden = !(live.moves.some((m) => m.kind === "throw") || live.toMove === "chance");
  $("hint").disabled = !!refuseInput() || live.toMove === "chance";
}

function renderBoard() {
  const view = shownView();
  const { width, height } = view.board;
  const turns = boardTurns(view);
  const shownWidth = turns % 2 === 0 ? width : height;
  const shownHeight = turns % 2 === 0 ? height : width;
  const svg = $("board");
  const hadFocus = svg.contains(document.activeElement);
  svg.replaceChildren();
  svg.setAttribute("viewBox", `-0.6 -0.05 ${shownWidth + 0.65} ${shownHeight + 0.65}`);
  svg.style.setProperty("--ratio", String((shownWidth + 0.65) / (shownHeight + 0.65)));
  const facing = facingSeat(view);
  let seen = facing ? ", " + facing.name + "'s side at the bottom" : "";
  if (state.manualTurns !== null) seen = ", turned by hand";
  svg.setAttribute("aria-label", `Board, ${width} by ${height}${seen}`);
  const defs = el("defs", {}, svg);
  const head = el(
    "marker",
    { id: "arrowhead", viewBox: "0 0 10 10", refX: 6, refY: 5, markerWidth: 3, markerHeight: 3, orient: "auto" },
    defs
  );
  el("path", { d: "M0 0 L10 5 L0 10 Z", class: "arrowhead" }, head);

  const live = !state.review;
  const pieces = new Map(view.pieces.map((p) => [p.square, p]));
  const marks = new Map();
  for (const mark of view.marks) {
    if (!marks.has(mark.square)) marks.set(mark.square, []);
    marks.get(mark.square).push(mark);
  }
  const next = new Map();
  if (live) for (const option of view.builder.next) if (option.square) next.set(option.square, option.kinds);
  const entered = new Set(live ? view.builder.entered.filter((i) => i.square).map((i) => i.square) : []);
  const lastTurn = new Set(live ? state.lastTurn : state.review.squares);
  const names = [];
  state.cells = new Map();
  const centres = new Map();
  for (let rank = 0; rank < height; rank++) {
    for (let file = 0; file < width; file++) {
      const name = String.fromCharCode(97 + file) + (rank + 1);
      const { x, y } = place(file, rank, width, height, turns);
      names.push(name);
      state.cells.set(x + "," + y, name);
      centres.set(name, { x: x + 0.5, y: y + 0.5 });
      const piece = pieces.get(name);
      const squareMarks = marks.get(name) || [];
      const g = el("g", { class: "sq", tabindex: -1, role: "button", "data-square": name }, svg);
      g.setAttribute("aria-label", accessibleName(view, name, piece, squareMarks, next.get(name), lastTurn.has(name)));
      el("rect", { x, y, width: 1, height: 1, class: (file + rank) % 2 === 0 ? "dark" : "light" }, g);
      if (lastTurn.has(name)) el("rect", { x, y, width: 1, height: 1, class: "last" }, g);
      if (entered.has(name)) el("rect", { x, y, width: 1, height: 1, class: "selected" }, g);
      if (piece) {
        const drawn = drawPiece(g, view, piece, x + 0.5, y + 0.5, turns);
        if (state.drag && state.drag.moving && state.drag.from === name) drawn.classList.add("dragging");
      }
      if (squareMarks.length > 0) {
        el("rect", { x: x + 0.05, y: y + 0.05, width: 0.9, height: 0.9, rx: 0.1, class: "mark" }, g);
        el("circle", { cx: x + 0.86, cy: y + 0.14, r: 0.1, class: "mark-badge" }, g);
        el("title", {}, g).textContent = squareMarks.map((m) => m.code + ": " + m.message).join("\n");
      }
      if (next.has(name)) {
        // Before the first input the offered squares are the pieces that can move: a quieter ring.
        const ring = view.builder.entered.length === 0 ? "target-ring start" : "target-ring";
        if (piece) el("circle", { cx: x + 0.5, cy: y + 0.5, r: 0.46, class: ring }, g);
        else el("circle", { cx: x + 0.5, cy: y + 0.5, r: 0.14, class: "target-dot" }, g);
      }
      el("rect", { x: x + 0.04, y: y + 0.04, width: 0.92, height: 0.92, class: "ring" }, g);
      el("rect", { x: x + 0.09, y: y + 0.09, width: 0.82, height: 0.82, class: "ring-inner" }, g);
    }
  }
  // Coordinates on the left and below: ranks and files, or files and ranks on a board turned a quarter.
  for (let y = 0; y < shownHeight; y++) {
    const name = state.cells.get("0," + y);
    const label = el("text", { class: "coord", x: -0.3, y: y + 0.5, "font-size": 0.42 }, svg);
    label.textContent = turns % 2 === 0 ? name.slice(1) : name[0];
  }
  for (let x = 0; x < shownWidth; x++) {
    const name = state.cells.get(x + "," + (shownHeight - 1));
    const label = el("text", { class: "coord", x: x + 0.5, y: shownHeight + 0.3, "font-size": 0.42 }, svg);
    label.textContent = turns % 2 === 0 ? name[0] : name.slice(1);
  }
  sizeCoordinates();
  const overlay = el("g", { class: "overlay" }, svg);
  if (live && state.hint) drawHint(overlay, state.hint, centres);
  renderHintLine(live && state.hint);

  if (!names.includes(state.focus)) state.focus = names.includes(firstSquare(view)) ? firstSquare(view) : names[0];
  const focused = svg.querySelector(`[data-square="${state.focus}"]`);
  focused.setAttribute("tabindex", "0");
  if (hadFocus) focused.focus({ preventScroll: true });
}

/**
 * Sizes the coordinates for the board as drawn: small beside large squares, never under 12 CSS
 * pixels (a 12 x 12 board on a phone).
 */
function sizeCoordinates() {
  const svg = $("board");
  const box = svg.viewBox.baseVal;
  const pixels = svg.getBoundingClientRect().width;
  if (!box || box.width === 0 || pixels === 0) return;
  const perUnit = pixels / box.width;
  const size = Math.min(0.42, Math.max(0.22, 12.5 / perUnit));
  for (const text of svg.querySelectorAll(".coord")) text.setAttribute("font-size", size.toFixed(3));
}

/** The square the board's Tab stop starts on: the first square offered, else a piece of the side to move. */
function firstSquare(view) {
  const offered = view.builder.next.find((o) => o.square);
  if (offered) return offered.square;
  const own = view.pieces.find((p) => p.owner === view.toMove);
  return own ? own.square : null;
}

function accessibleName(view, square, piece, marks, kinds, last) {
  const parts = [square];
  if (piece) {
    const owner = piece.owner ? seatName(view, piece.owner) : "neutral";
    parts.push(owner + " " + piece.kind + " (" + piece.label + ")");
    if (piece.heading) parts.push("heading " + DIRECTION_WORDS[DIRECTIONS.indexOf(piece.heading)]);
  } else {
    parts.push("empty");
  }
  for (const mark of marks) parts.push(mark.code);
  if (last) parts.push("last move");
  if (kinds) parts.push("can " + kinds.join(" or "));
  return parts.join(", ");
}

/** Draws a piece: its kind's drawing in the owner's colour, or its label in a disc. */
function drawPiece(g, view, piece, cx, cy, turns) {
  const fill = colourOf(view, piece.owner);
  const ink = inkOn(fill);
  const outline = outlineOf(fill);
  const drawing = DRAWINGS[piece.kind];
  const group = el("g", { class: "piece", "data-kind": piece.kind }, g);
  if (drawing) {
    const art = el("g", { transform: `translate(${cx - 0.45} ${cy - 0.45}) scale(0.009)` }, group);
    for (const [tag, attrs, paint] of drawing) {
      const shape = el(tag, attrs, art);
      if (paint === "body") {
        shape.setAttribute("fill", fill);
        shape.setAttribute("stroke", outline);
        shape.setAttribute("stroke-width", "3.5");
        shape.setAttribute("stroke-linejoin", "round");
      } else if (paint === "ink") {
        shape.setAttribute("fill", ink);
      } else {
        shape.setAttribute("fill", "none");
        shape.setAttribute("stroke", ink);
        shape.setAttribute("stroke-width", "4.5");
        shape.setAttribute("stroke-linecap", "round");
      }
    }
  } else {
    el("circle", { cx, cy, r: 0.38, fill, stroke: outline, "stroke-width": 0.04 }, group);
    if (piece.royal) el("circle", { cx, cy, r: 0.3, fill: "none", stroke: ink, "stroke-width": 0.03 }, group);
    // Long labels shrink to stay inside the disc.
    const size = piece.label.length <= 2 ? 0.36 : piece.label.length === 3 ? 0.27 : 0.21;
    el("text", { class: "label", x: cx, y: cy, fill: ink, "font-size": size }, group).textContent = piece.label;
  }
  if (piece.heading) drawHeading(group, piece.heading, cx, cy, turns, fill, outline);
  return group;
}

/** A small arrowhead at the edge of the square, pointing where the piece advances on the drawn board. */
function drawHeading(group, heading, cx, cy, turns, fill, outline) {
  const ordinal = (DIRECTIONS.indexOf(heading) + 2 * turns) % 8;
  const angle = ordinal * 45;
  const tip = `M0 -0.47 L0.13 -0.3 L-0.13 -0.3 Z`;
  const transform = `translate(${cx} ${cy}) rotate(${angle})`;
  el("path", { d: tip, class: "heading", fill, stroke: outline, transform }, group);
}

/** The hint's expected line and score in words, as shown under the board and announced. */
function hintText(hint) {
  const score =
    hint.score === null ? "" : " Expected score for the side to move: " + Math.round(hint.score * 100) + "%.";
  return "Expected line: " + hint.line.join(" ") + "." + score;
}

/** Shows the expected line of the hint under the board, or hides it when no hint is drawn. */
function renderHintLine(hint) {
  const box = $("hint-line");
  box.hidden = !hint;
  box.textContent = hint ? hintText(hint) : "";
}

function drawHint(overlay, hint, centres) {
  const points = hint.squares.map((s) => centres.get(s)).filter((p) => p);
  const group = el("g", { class: "hint", "data-move": hint.move }, overlay);
  if (hint.from && points.length >= 2) {
    for (let i = 1; i < points.length; i++) {
      const a = points[i - 1];
      const b = points[i];
      const dx = b.x - a.x;
      const dy = b.y - a.y;
      const length = Math.hypot(dx, dy);
      // Stop short of the centre so that the head does not hide the target.
      const end = { x: b.x - (dx / length) * 0.25, y: b.y - (dy / length) * 0.25 };
      el("line", {
        x1: a.x, y1: a.y, x2: end.x, y2: end.y,
        class: "hint-arrow" + (i > 1 ? " shot" : ""), "marker-end": "url(#arrowhead)",
      }, group);
    }
  } else {
    for (const p of points) el("circle", { cx: p.x, cy: p.y, r: 0.4, class: "hint-ring" }, group);
  }
}

function renderChoices() {
  const box = $("choices");
  box.replaceChildren();
  if (!state.review) {
    for (const option of state.view.builder.next) {
      if (!option.choice) continue;
      const button = document.createElement("button");
      button.type = "button";
      button.textContent = option.label;
      button.dataset.choice = option.choice;
      button.title = option.kinds.join(", ");
      button.addEventListener("click", () => run(() => addInput(option.choice)));
      box.append(button);
    }
  }
  $("undo-input").disabled = state.inputs.length === 0 || !!state.review;
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
      swatch.style.background = colourOf(view, name);
      const label = document.createElement("span");
      // The notation's letter too, unless the name already shows it ("Player 1", "South (w)").
      const shown = seatName(view, name);
      const letter = shown.split(/[\s()]+/).includes(name) ? "" : " (" + name + ")";
      label.textContent = shown + letter + (view.teams.length < view.players.length ? ", team " + (t + 1) : "");
      const budget = document.createElement("input");
      budget.type = "number";
      budget.min = "10";
      budget.step = "50";
      budget.value = seat(name).budget;
      budget.setAttribute("aria-label", "agent budget in ms for " + seatName(view, name));
      budget.addEventListener("change", () => (seat(name).budget = Number(budget.value) || 300));
      const agentBox = document.createElement("span");
      agentBox.className = "budget";
      agentBox.hidden = !seat(name).agent;
      agentBox.append(budget, document.createTextNode(" ms"));
      const kind = document.createElement("select");
      kind.setAttribute("aria-label", "who plays " + seatName(view, name));
      kind.dataset.seat = name;
      kind.append(new Option("person", "person"), new Option("agent", "agent"));
      kind.value = seat(name).agent ? "agent" : "person";
      kind.addEventListener("change", () => {
        seat(name).agent = kind.value === "agent";
        agentBox.hidden = !seat(name).agent;
        state.manualTurns = null;
        renderStatus();
        renderBoard();
        schedule();
      });
      row.append(swatch, label, kind, agentBox);
      seats.append(row);
    }
  });
  const shown = shownView();
  const facts = $("facts");
  facts.replaceChildren();
  for (const fact of shown.facts) {
    const dt = document.createElement("dt");
    dt.textContent = fact.key;
    const dd = document.createElement("dd");
    dd.textContent = fact.value;
    dd.dataset.fact = fact.key;
    facts.append(dt, dd);
  }
  $("marks").replaceChildren(
    ...shown.marks.map((m) => {
      const li = document.createElement("li");
      li.textContent = m.square + " " + m.code + ": " + m.message;
      return li;
    })
  );
  const actions = state.review ? [] : view.actions || [];
  $("actions-box").hidden = actions.length === 0;
  $("actions").replaceChildren(
    ...actions.map((a) => {
      const button = document.createElement("button");
      button.type = "button";
      button.textContent = a.move;
      button.dataset.action = a.move;
      button.addEventListener("click", () => run(() => playMove(a.move)));
      return button;
    })
  );
  const current = state.review ? state.review.ply : state.history.length;
  $("review-start").setAttribute("aria-current", current === 0 && state.review ? "step" : "false");
  $("history").replaceChildren(
    ...state.history.map((h, i) => {
      const li = document.createElement("li");
      const button = document.createElement("button");
      button.type = "button";
      button.textContent = h.move;
      button.dataset.ply = String(i + 1);
      button.title = "show the position after this move";
      if (i + 1 === current) button.setAttribute("aria-current", "step");
      button.addEventListener("click", () => run(() => review(i + 1)));
      li.append(button);
      return li;
    })
  );
  $("undo-move").disabled = state.history.length === 0;
  $("position-line").value = state.position;
  $("record").value = [state.start, ...state.history.map((h) => h.move)].join("\n") + "\n";
}

// ---- keys and pointers on the board ------------------------------------------------------

function squareAt(clientX, clientY) {
  const hit = document.elementFromPoint(clientX, clientY);
  const g = hit && hit.closest ? hit.closest("#board [data-square]") : null;
  return g ? g.dataset.square : null;
}

function onBoardKey(event) {
  const g = event.target.closest && event.target.closest("[data-square]");
  if (!g) return;
  const name = g.dataset.square;
  if (event.key === "Enter" || event.key === " ") {
    event.preventDefault();
    state.focus = name;
    run(() => clickSquare(name));
    return;
  }
  const step = ARROW_KEYS[event.key];
  if (!step) return;
  event.preventDefault();
  for (const [key, value] of state.cells) {
    if (value !== name) continue;
    const [x, y] = key.split(",").map(Number);
    const target = state.cells.get(x + step[0] + "," + (y + step[1]));
    if (target) {
      g.setAttribute("tabindex", "-1");
      const next = $("board").querySelector(`[data-square="${target}"]`);
      next.setAttribute("tabindex", "0");
      state.focus = target;
      next.focus();
    }
    return;
  }
}

function onPointerDown(event) {
  if (event.button !== 0 || state.drag) return;
  const name = squareAt(event.clientX, event.clientY);
  if (!name) return;
  event.preventDefault();
  const board = $("board");
  board.setPointerCapture(event.pointerId);
  state.focus = name;
  state.drag = { from: name, pointerId: event.pointerId, x: event.clientX, y: event.clientY, moving: false };
}

function onPointerMove(event) {
  const drag = state.drag;
  if (!drag || drag.pointerId !== event.pointerId) return;
  if (!drag.moving) {
    if (Math.hypot(event.clientX - drag.x, event.clientY - drag.y) < DRAG_START) return;
    drag.moving = true;
    startDrag(drag);
  }
  moveGhost(drag, event.clientX, event.clientY);
}

/** A press that moved becomes a drag: the piece is picked up (its square entered) and follows the pointer. */
function startDrag(drag) {
  const board = $("board");
  const square = board.querySelector(`[data-square="${drag.from}"]`);
  const piece = square && square.querySelector(".piece");
  if (piece) {
    drag.ghost = piece.cloneNode(true);
    drag.ghost.dataset.originX = piece.getBBox().x + piece.getBBox().width / 2;
    drag.ghost.dataset.originY = piece.getBBox().y + piece.getBBox().height / 2;
    board.querySelector(".overlay").append(drag.ghost);
    piece.classList.add("dragging");
  }
  const entered = state.view.builder.entered;
  const last = entered[entered.length - 1];
  if (!(last && last.square === drag.from)) run(() => addInput(drag.from));
}

function moveGhost(drag, clientX, clientY) {
  const board = $("board");
  if (!drag.ghost) return;
  if (!board.contains(drag.ghost)) board.querySelector(".overlay").append(drag.ghost);
  const point = new DOMPoint(clientX, clientY).matrixTransform(board.getScreenCTM().inverse());
  const dx = point.x - Number(drag.ghost.dataset.originX);
  const dy = point.y - Number(drag.ghost.dataset.originY);
  drag.ghost.setAttribute("transform", `translate(${dx} ${dy})`);
}

function onPointerUp(event) {
  const drag = state.drag;
  if (!drag || drag.pointerId !== event.pointerId) return;
  state.drag = null;
  if (drag.ghost) drag.ghost.remove();
  const target = squareAt(event.clientX, event.clientY);
  if (!drag.moving) {
    run(() => clickSquare(drag.from));
  } else if (target && target !== drag.from) {
    run(() => addInput(target));
  } else {
    run(async () => render());
  }
}

function onPointerCancel(event) {
  const drag = state.drag;
  if (!drag || drag.pointerId !== event.pointerId) return;
  state.drag = null;
  if (drag.ghost) drag.ghost.remove();
  run(async () => render());
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

window.addEventListener("DOMContentLoaded", () => {
  const on = (id, task) => $(id).addEventListener("click", () => run(task));
  on("start", startGame);
  on("undo-input", undoInput);
  on("undo-move", undoMove);
  on("throw", throwDie);
  on("hint", hint);
  on("live", async () => backToLive());
  on("review-start", () => review(0));
  on("turn-board", async () => turnBoard());
  on("load-position", () => loadPosition($("position-line").value.trim(), []));
  $("copy-position").addEventListener("click", () => copy("position-line"));
  $("copy-record").addEventListener("click", () => copy("record"));
  on("load-record", async () => {
    const record = readRecord($("record").value);
    if (record) await loadPosition(record.start, record.moves);
    else say("the record is empty: its first line is the start position");
  });
  $("auto-throw").addEventListener("change", schedule);
  $("move-form").addEventListener("submit", (event) => {
    event.preventDefault();
    const text = $("move-text").value.trim();
    run(async () => {
      if (text && state.position && !refuseInput() && (await playMove(text))) $("move-text").value = "";
      else if (refuseInput()) say(refuseInput());
    });
  });
  const board = $("board");
  board.addEventListener("keydown", onBoardKey);
  board.addEventListener("pointerdown", onPointerDown);
  board.addEventListener("pointermove", onPointerMove);
  board.addEventListener("pointerup", onPointerUp);
  board.addEventListener("pointercancel", onPointerCancel);
  new ResizeObserver(sizeCoordinates).observe(board);
  document.addEventListener("keydown", (event) => {
    if (event.key !== "Escape") return;
    if (state.review) run(async () => backToLive());
    else run(undoInput);
  });
  window.addEventListener("hashchange", () => {
    const record = location.hash !== state.fragment ? readFragment() : null;
    if (record) run(() => loadPosition(record.start, record.moves));
  });
  run(async () => {
    await loadGames();
    const record = readFragment();
    if (record && (await loadPosition(record.start, record.moves))) return;
    if (state.games.length > 0) await startGame();
  });
});
