// The demo page: plays against the server's searches and draws what they counted.
// Talks to /api/games, /api/state, /api/analyze and /api/compare; no libraries.
"use strict";

const $ = (id) => document.getElementById(id);
const ALGO_NAMES = {
  "minimax": "minimax",
  "alphabeta-unordered": "alpha-beta, unordered",
  "alphabeta": "alpha-beta",
  "engine": "engine",
};
const ALGO_COLORS = {
  "minimax": "#d1495b",
  "alphabeta-unordered": "#edae49",
  "alphabeta": "#00798c",
  "engine": "#6a4c93",
};

const app = {
  games: [],       // from /api/games
  maxTime: 5,      // the longest engine search the server runs, in seconds
  game: null,      // the chosen game's description, with its `layout`
  moves: [],       // moves played from the start
  states: [],      // states[i]: the position after moves[0..i]
  busy: false,     // the engine is searching
  comparing: false, // a comparison is running
  search: null,    // the AbortController of the engine's search in flight, if any
  comparison: null, // the AbortController of the comparison in flight, if any
  generation: 0,   // bumped on every new game, game switch or undo, to drop stale answers
  asked: 0,        // bumped on every request for a position: only the answer to the last is drawn
  compared: null,  // the moves of the position the comparison shown was run on, if one is shown
  comparedMoves: [], // those moves, one by one
  path: [],        // in a game of moves touching several cells: the cells clicked so far, "row,column"
  focus: null,     // the board's one tab stop, "row,column"
  wallFocus: null, // in a game of walls: the wall target focused last, its move (`e3h`)
  inWalls: false,  // whether the keyboard was among the wall targets when the board was last drawn
};

async function api(path, body, signal) {
  const options = body === undefined ? {} : {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
    signal,
  };
  const response = await fetch(path, options);
  const data = await response.json();
  if (!response.ok) throw new Error(data.error || `HTTP ${response.status}`);
  return data;
}

const thousands = (n) => n.toLocaleString("en-US");

/** A score as the command line writes it: `+1 (win in 3 plies)`, `0 (draw)`, `5 (heuristic)`. */
function scoreText(r) {
  const value = r.score > 0 ? `+${r.score}` : `${r.score}`;
  if (!r.exact) return `${value} (heuristic)`;
  const plies = (n) => (n === 1 ? "1 ply" : `${n} plies`);
  if (r.score === 0) return `${value} (draw)`;
  const word = r.score > 0 ? "win" : "loss";
  return r.plies == null ? `${value} (${word})` : `${value} (${word} in ${plies(r.plies)})`;
}

/** A score for a table cell: the value, and below it what it means. */
function valueCell(r) {
  const text = scoreText(r);
  const split = text.indexOf(" (");
  return `${text.slice(0, split)}<small>${text.slice(split + 2, -1)}</small>`;
}

function current() {
  return app.states[app.states.length - 1];
}

function human() {
  return $("human").value;
}

/** A player's name in the chosen game (`X` and `O`, or e.g. chess's White and Black). */
function sideName(player) {
  const sides = app.game && app.game.layout && app.game.layout.sides;
  return sides ? sides[player === "X" ? 0 : 1] : player;
}

function request() {
  return { game: app.game.id, moves: app.moves.join(" ") };
}

/** Moves as the page writes them: apart by spaces, or by commas where a move's own text holds
 *  a space (Hive's `wA2 bL/`). */
function movesText(moves) {
  return moves.join(moves.some((m) => m.includes(" ")) ? ", " : " ");
}

// ---- settings ----------------------------------------------------------------------------

async function start() {
  const data = await api("/api/games");
  app.games = data.games;
  app.maxTime = data.max_time;
  $("game").innerHTML = data.games
    .map((g) => `<option value="${g.id}">${g.id}</option>`).join("");
  $("algo").innerHTML = data.algorithms
    .map((a) => `<option value="${a}">${ALGO_NAMES[a] || a}</option>`).join("");
  $("algo").value = "alphabeta";
  $("time").max = data.max_time;
  $("game").value = data.games[0].id;
  $("game").addEventListener("change", () => chooseGame(true));
  $("algo").addEventListener("change", settingsChanged);
  $("limit").addEventListener("change", settingsChanged);
  $("depth").addEventListener("input", settingsChanged);
  $("depth").addEventListener("change", () => { $("depth").value = depth(); });
  $("time").addEventListener("change", () => { $("time").value = seconds(); });
  $("human").addEventListener("change", newGame);
  $("new").addEventListener("click", newGame);
  $("undo").addEventListener("click", undo);
  $("compare").addEventListener("click", compare);
  $("board").addEventListener("keydown", boardKey);
  let pending = false;
  window.addEventListener("resize", () => {
    if (pending) return;
    pending = true;
    requestAnimationFrame(() => { pending = false; if (current()) draw(); });
  });
  chooseGame(true);
}

function chooseGame(resetDepth) {
  cancel();
  app.game = app.games.find((g) => g.id === $("game").value);
  $("summary").textContent = app.game.summary;
  for (const option of $("human").options) {
    option.textContent = `${sideName(option.value)}, ${option.value === "X" ? "first" : "second"}`;
  }
  if (resetDepth) $("depth").value = app.game.default_depth;
  settingsChanged();
  newGame();
}

function settingsChanged() {
  const algo = $("algo").value;
  const engine = algo === "engine";
  if (!engine) $("limit").value = "depth";
  $("limit").disabled = !engine;
  const byTime = $("limit").value === "time";
  $("depth-label").hidden = byTime;
  $("time-label").hidden = !byTime;
  const max = app.game.max_depth[algo];
  $("depth").max = max;
  $("depth-max").textContent = `(1–${max})`;
  $("time-max").textContent = `(≤ ${app.maxTime})`;
  if (Number($("depth").value) > max) $("depth").value = max;
  $("compare-note").textContent =
    `Runs minimax, alpha-beta (unordered and ordered) and the engine on the current position, ` +
    `at every depth from 1 to ${compareDepth()} (at most ${app.game.max_depth.compare} here: minimax is exponential).`;
}

function depth() {
  const max = app.game.max_depth[$("algo").value];
  const d = Math.round(Number($("depth").value)) || 1;
  return Math.min(Math.max(d, 1), max);
}

/** The engine's time limit in seconds, within what the server allows (0.1 to its maximum). */
function seconds() {
  const t = Number($("time").value);
  if (!Number.isFinite(t) || t <= 0) return 0.1;
  return Math.min(Math.max(Math.round(t * 10) / 10, 0.1), app.maxTime);
}

function compareDepth() {
  const d = Math.round(Number($("depth").value)) || 1;
  return Math.min(Math.max(d, 1), app.game.max_depth.compare);
}

// ---- playing -----------------------------------------------------------------------------

/** Stops whatever the page is waiting for (a search, a comparison, a position): its answer
 *  will be dropped, and every control works again. */
function cancel() {
  app.generation += 1;
  for (const request of [app.search, app.comparison]) if (request) request.abort();
  app.search = null;
  app.comparison = null;
  app.comparing = false;
  if ($("compare-out").querySelector(".searching")) $("compare-out").innerHTML = "";
  setBusy(false);
}

async function newGame() {
  cancel();
  app.moves = [];
  app.states = [];
  app.focus = null;
  $("last").innerHTML = "";
  clearComparison();
  await refresh();
}

/** Fetches the position after `app.moves` and draws it. An answer is dropped unless it
 *  answers the last request made, for the moves played now (a new game, a game switch or an
 *  undo since, or a later request, makes it stale). The page stays busy until it is drawn. */
async function refresh() {
  const generation = app.generation;
  const asked = ++app.asked;
  const plies = app.moves.length;
  const fresh = () => generation === app.generation && asked === app.asked && plies === app.moves.length;
  try {
    const state = await api("/api/state", request());
    if (!fresh()) return;
    app.path = [];
    app.states[plies] = state;
    app.states.length = plies + 1;
    setBusy(false);
    draw();
    if (!state.over && state.to_move !== human()) await engineMove();
  } catch (e) {
    if (fresh()) {
      // The move that was not applied is not played.
      app.moves.length = Math.min(app.moves.length, app.states.length - 1);
      setBusy(false);
      showError(e);
    }
  }
}

/** Whether the board takes a move of yours now: your turn, in a position drawn, nothing in
 *  flight (a move of yours or the engine's being applied, a search). */
function takesMove() {
  const state = current();
  return !app.busy && !!state && !state.over && state.to_move === human()
    && app.states.length === app.moves.length + 1;
}

async function play(move) {
  if (!takesMove()) return;
  app.moves.push(move);
  // Busy until the position after the move is drawn: a second click is not a move of yours.
  setBusy(true, `You play ${move}…`);
  await refresh();
}

async function engineMove() {
  const generation = app.generation;
  const body = { ...request(), algo: $("algo").value };
  if ($("limit").value === "time") body.time = seconds();
  else body.depth = depth();
  const search = new AbortController();
  app.search = search;
  setBusy(true, `${ALGO_NAMES[body.algo]} is thinking…`);
  let result;
  try {
    result = await api("/api/analyze", body, search.signal);
    if (result.best_move == null) throw new Error("the search found no move");
  } catch (e) {
    // A search cancelled by a new game, a game switch or an undo: `cancel` cleaned up.
    if (generation !== app.generation) return;
    app.search = null;
    setBusy(false);
    showError(e);
    return;
  }
  if (generation !== app.generation) return;
  app.search = null;
  const mover = current().to_move;
  const limit = body.time ? `${body.time} s` : `depth ${result.depth}`;
  $("last").innerHTML =
    `<div class="card" id="engine-move" data-nodes="${result.nodes}">` +
    `<div class="big">${stoneIcon(mover)} ${sideName(mover)} plays <b>${result.best_move}</b></div>` +
    `<dl><dt>score for ${sideName(mover)}</dt><dd id="engine-score">${scoreText(result)}</dd>` +
    `<dt>positions</dt><dd id="engine-nodes">${thousands(result.nodes)}</dd>` +
    `<dt>time</dt><dd>${result.time_ms.toFixed(1)} ms</dd>` +
    `<dt>search</dt><dd>${ALGO_NAMES[result.algo]}, ${limit}</dd></dl></div>`;
  app.moves.push(result.best_move);
  // Busy until the position after the engine's move is drawn: nothing to click before it.
  setBusy(true, `${sideName(mover)} plays ${result.best_move}…`);
  await refresh();
}

/** Whether there is a move of yours to take back: not so with no move, or only the engine's
 *  first one. */
function canUndo() {
  return app.moves.length > 0 && !(app.moves.length === 1 && app.states[0] && app.states[0].to_move !== human());
}

function undo() {
  if (!canUndo()) return;
  cancel();
  // A position still being fetched has no state yet: drop its move first.
  app.moves.length = Math.min(app.moves.length, app.states.length - 1);
  // Take back the last move and the engine's reply, back to a position where you are to move.
  while (app.moves.length > 0) {
    app.moves.pop();
    app.states.pop();
    if (current().to_move === human()) break;
  }
  $("last").innerHTML = "";
  app.path = [];
  if (current().to_move !== human() && !current().over) {
    refresh();
  } else {
    draw();
  }
}

function setBusy(busy, message) {
  app.busy = busy;
  document.body.classList.toggle("busy", busy);
  $("board").setAttribute("aria-busy", String(busy));
  if (busy) $("status").textContent = message;
  else if (current()) $("status").textContent = statusText(current());
  updateButtons();
}

function updateButtons() {
  const state = current();
  $("compare").disabled = app.busy || app.comparing || !state || state.over;
  $("compare").title = state && state.over ? "The game is over: there is nothing to search." : "";
  $("undo").disabled = !canUndo();
}

function showError(e) {
  $("status").textContent = `Error: ${e.message}`;
  $("status").classList.add("error");
}

function statusText(state) {
  if (state.over) {
    if (state.winner == null) return state.ending ? `Draw: ${state.ending}.` : "Draw.";
    const why = endReason(state) || state.ending;
    const result = `${state.status}${why ? ` (${why})` : ""}`;
    return state.winner === human() ? `You win: ${result}.` : `The engine wins: ${result}.`;
  }
  const must = state.must_capture ? ": a capture is compulsory" : "";
  const mover = sideName(state.to_move);
  return state.to_move === human() ? `Your move (${mover})${must}.` : `${mover} to move.`;
}

/** Which line decided a game, where the server's answer gives one: the line or chain (the
 *  loser's in a misère game). Else the page says the server's `ending` (no moves, the ply
 *  limit, the quiet rule, the goal reached, the count). */
function endReason(state) {
  if (!state.line || !state.line.length || !state.last) return "";
  const shape = app.game.layout.kind === "hex" ? "chain" : "line";
  return state.last.by === state.winner ? `a ${shape}` : `${sideName(state.last.by)} made a ${shape}, and loses`;
}

// ---- drawing -----------------------------------------------------------------------------

/** A small stone of `player` in the chosen game's colours, for text. */
function stoneIcon(player) {
  // Pieces of several kinds drawn as a set (figurines, wedges): the side's king, or first kind.
  const kinds = app.game.layout.kinds || [];
  if (kinds.length && ["figurines", "wedges"].includes(app.game.layout.stones)) {
    const king = kinds.find((k) => k.name === "king") || kinds[0];
    return `<span class="icon ${gameClasses()}">${kindStone(king.letter, player).outerHTML}</span>`;
  }
  const stone = `<span class="stone ${player === "X" ? "x" : "o"}">${player}</span>`;
  return `<span class="icon ${gameClasses()}"><span class="icon-colours ${sideColours()}">${stone}</span></span>`;
}

/** On a board of crossings (Go, xiangqi), the classes that colour each side's stones as its
 *  name says (`x-black o-white`, `x-red o-black`); else none. */
function sideColours() {
  const layout = app.game.layout;
  if (layout.kind !== "crossings") return "";
  return (layout.sides || []).map((name, i) => `${i ? "o" : "x"}-${name.toLowerCase()}`).join(" ");
}

/** The classes of the chosen game: its name, and the look of its stones, which the styles
 * follow (`look-drops`, `look-flips`, `look-marks`, `look-stones`; piles have none). */
function gameClasses() {
  const look = app.game.layout.look;
  return `game-${app.game.id}` + (look ? ` look-${look}` : "");
}

function draw() {
  const state = current();
  $("status").classList.remove("error");
  $("status").textContent = app.busy ? $("status").textContent : statusText(state);
  drawLegend(state);
  const yourTurn = !state.over && state.to_move === human() && !app.busy;
  const board = $("board");
  const hadFocus = board.contains(document.activeElement) || $("extra").contains(document.activeElement);
  // The keyboard among the wall targets stays there, also across the engine's turn (the board
  // itself focused while no wall can be placed).
  const active = document.activeElement;
  app.inWalls = hadFocus && (active.classList.contains("wall-target") || (active === board && app.inWalls));
  board.className = `board ${gameClasses()}`;
  board.innerHTML = "";
  $("extra").innerHTML = "";
  if (state.board) drawGrid(board, state, yourTurn);
  else if (app.game.layout.kind === "pits") drawPits(board, state, yourTurn);
  else if (app.game.layout.kind === "edges") drawEdges(board, state, yourTurn);
  else if (app.game.layout.kind === "points") drawPoints(board, state, yourTurn);
  else if (app.game.layout.kind === "tiles") drawTiles(board, state, yourTurn);
  else drawPile(board, state, yourTurn);
  // A pass is a move without a cell (a wall is placed in its groove: `wallTargets`).
  for (const m of state.legal) {
    if (m.cell == null && !(m.path && m.path.length) && state.board && yourTurn && !wallOf(m)) {
      const pass = document.createElement("button");
      pass.type = "button";
      pass.textContent = `Pass (${m.move})`;
      pass.addEventListener("click", () => play(m.move));
      $("extra").appendChild(pass);
    }
  }
  $("history").textContent = app.moves.length ? `Moves: ${movesText(app.moves)}` : "";
  markComparison();
  updateButtons();
  if (hadFocus) {
    const stop = $("extra").querySelector(".choice")
      || board.querySelector(`.edge[data-edge="${app.focus}"]:not(:disabled), .point[data-point="${app.focus}"]:not(:disabled), .hex-cell[data-key="${app.focus}"][tabindex="0"]`)
      || (board.classList.contains("kind-tiles") && String(app.focus).startsWith("hand:")
        && $("extra").querySelector(`.hand-piece[data-hand="${String(app.focus).slice(5)}"]:not(:disabled)`))
      || (app.inWalls && wallStop(board))
      || board.querySelector('.cell[tabindex="0"], .edge[tabindex="0"]') || $("extra").querySelector("button:not(:disabled)");
    (stop || board).focus();
  }
}

/** Who plays which colour, and the disc count in a game scored by its margin. */
function drawLegend(state) {
  const you = human();
  const side = (p) => `${stoneIcon(p)} ${sideName(p)}${p === "X" ? ", first" : ", second"}: ${p === you ? "you" : "the engine"}`;
  const count = app.game.scoring === "margin" && state.count
    ? `<span class="count" id="disc-count">discs: X ${state.count.X} · O ${state.count.O}</span>` : "";
  const walls = wallsLeft(state);
  const left = walls
    ? `<span class="count" id="walls-left">walls left: ${sideName("X")} ${walls.X} · ${sideName("O")} ${walls.O}</span>` : "";
  $("legend").innerHTML = `<span>${side("X")}</span><span>${side("O")}</span>${count}${left}${handText(state)}`;
}

/** In a game of walls (Quoridor): the walls each side has left to place, as the position's
 *  text says them (`walls left: X 10, O 10`); else null. */
function wallsLeft(state) {
  const said = /walls left: X (\d+), O (\d+)/.exec(state.text || "");
  return said ? { X: Number(said[1]), O: Number(said[2]) } : null;
}

/** In a game of stones placed from a hand (the position's `hand`): the stones each side still
 *  holds, and what the side to move does now: places a stone, moves one along a line, or flies
 *  (a turn from a point to one no line joins it to). */
function handText(state) {
  if (!state.hand) return "";
  const lines = new Set((app.game.layout.lines || []).flatMap(([a, b]) => [`${a},${b}`, `${b},${a}`]));
  const steps = state.legal.filter((m) => m.points && m.points.length >= 2 && state.points[m.points[0]] === state.to_move);
  const phase = state.over ? ""
    : state.hand[state.to_move] > 0 ? "places a stone"
    : steps.some((m) => !lines.has(`${m.points[0]},${m.points[1]}`)) ? "flies (moves a stone to any empty point)"
    : "moves a stone along a line";
  return `<span class="count" id="hand-count">in hand: ${sideName("X")} ${state.hand.X} · ${sideName("O")} ${state.hand.O}</span>` +
    (phase ? `<span id="phase">${sideName(state.to_move)} ${phase}</span>` : "");
}

/** The smallest cell drawn, in pixels: a target of at least 24 x 24 px. */
const MIN_CELL = 24;

/** The size of a cell in pixels: the board as wide as its panel allows, at most `most`. */
function cellSize(columns, labelWidth, sides, most) {
  const panel = $("board").parentElement;
  const style = getComputedStyle(panel);
  const room = panel.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
  return Math.max(12, Math.min(most, Math.floor((room - sides * labelWidth - 8) / columns)));
}

/**
 * The board of a grid game, drawn from its layout: square cells in rows and columns, or
 * hexagons in a rhombus, each row half a cell to the right of the one above; the names of the
 * columns above and below, of the rows on both sides; the last move, the one before it, the
 * cells the last move changed and a winning line marked.
 */
function drawGrid(board, state, yourTurn) {
  const layout = app.game.layout;
  const height = state.board.length;
  const width = state.board[0].length;
  const hex = layout.kind === "hex";
  const longest = Math.max(1, ...(layout.rows || []).map((r) => r.length));
  const labelWidth = layout.rows ? (hex ? 14 : 8) + 7 * longest : 0;
  // How far right a cell is, in cells: each row of hexagons half a cell right of the one above;
  // the board spans the cells on it (a triangle of hexagons is narrower than its rhombus).
  const across = (r, c) => c + (hex ? r / 2 : 0);
  const placed = [];
  state.board.forEach((row, r) => row.forEach((content, c) => { if (content !== null) placed.push(across(r, c)); }));
  const leftmost = Math.min(...placed);
  const columnsAcross = Math.max(...placed) - leftmost + 1;
  document.querySelector("main").classList.toggle("wide", columnsAcross >= 10);
  // The names on all four sides, or, on a narrow screen, above and left only.
  const most = hex ? 60 : 88;
  // A board that leaves cells of its rectangle out (a triangle of hexagons) has its names
  // above and left only, and no coloured edges: its sides are not the rectangle's.
  const whole = !layout.on_board || layout.on_board.every((row) => row.every(Boolean));
  const sides = !whole || (labelWidth && cellSize(columnsAcross, labelWidth, 2, most) < 28) ? 1 : 2;
  // Cells of at least MIN_CELL px, a target a finger can hit: a board wider than its panel
  // (Gomoku's 15 columns on a phone) scrolls sideways within its box.
  const size = Math.max(MIN_CELL, cellSize(columnsAcross, labelWidth, sides, most));
  // A hexagon `size` wide (flat sides left and right) is 2/sqrt(3) as tall; rows overlap by a
  // quarter of that height.
  const cellHeight = hex ? Math.round(size * 2 / Math.sqrt(3)) : size;
  const rowStep = hex ? cellHeight * 0.75 : size;
  const labelHeight = layout.columns ? (hex ? 24 : 18) : 0;
  const boardWidth = size * columnsAcross;
  const boardHeight = rowStep * (height - 1) + cellHeight;
  // Lines through the cells' centres, the pieces on their crossings (Go, xiangqi), each side's
  // stones in the colour its name says where it names one (Black and White, Red).
  const crossings = layout.kind === "crossings";
  board.classList.add(hex ? "kind-hex" : crossings ? "kind-crossings" : "kind-square");
  if (crossings) board.classList.add(...sideColours().split(" ").filter(Boolean));
  // A checkerboard where the game's stones stand on one colour of squares.
  const checkered = layout.checkered != null && !hex;
  board.classList.toggle("checkered", checkered);
  // A board of walls (Quoridor): wide grooves between the squares, where the walls go.
  const walled = !hex && !crossings && ((state.walls || []).length > 0 || wallsLeft(state) !== null || state.legal.some(wallOf));
  board.classList.toggle("walled", walled);
  board.style.setProperty("--cell", `${size}px`);
  board.style.width = `${boardWidth + sides * labelWidth}px`;
  const panel = board.parentElement;
  const room = panel.clientWidth - parseFloat(getComputedStyle(panel).paddingLeft) - parseFloat(getComputedStyle(panel).paddingRight);
  board.classList.toggle("scrolls", boardWidth + sides * labelWidth > room);
  // Room for names below the board too where some columns are named there.
  // A board that scrolls sideways has room below for the scroll bar.
  board.style.height = `${boardHeight + (whole ? sides : 2) * labelHeight + (board.classList.contains("scrolls") ? 14 : 0)}px`;
  const cells = document.createElement("div");
  cells.className = "cells";
  cells.setAttribute("role", "group");
  cells.setAttribute("aria-label", `${app.game.id} board, ${width} by ${height}`);
  cells.style.cssText = `left:${labelWidth}px;top:${labelHeight}px;width:${boardWidth}px;height:${boardHeight}px`;
  board.appendChild(cells);
  const at = (r, c) => [(across(r, c) - leftmost) * size, r * rowStep];
  if (hex && whole) cells.appendChild(hexEdges(width, height, size, cellHeight, at));
  if (crossings) cells.appendChild(crossingLines(layout, width, height, size));
  const onBoard = (r, c) => state.board[r][c] !== null;
  drawLabels(board, layout, width, height, { at, onBoard, size, cellHeight, rowStep, labelWidth, labelHeight, boardHeight, sides });

  const key = (cell) => `${cell[0]},${cell[1]}`;
  const marks = new Map();
  const mark = (cell, name) => { if (cell) marks.set(key(cell), [...(marks.get(key(cell)) || []), name]); };
  const previous = app.states[app.states.length - 2];
  if (previous && previous.last) { mark(previous.last.cell, "previous-move"); mark(previous.last.from, "previous-left"); }
  if (state.last) {
    mark(state.last.cell, "last-move");
    mark(state.last.from, "last-left");
    for (const cell of state.last.path || []) mark(cell, "last-path");
    // The stones the last move took, as the server says (jumped over or landed on); else a
    // stone gone from a cell its path does not name.
    const same = (a) => (b) => a[0] === b[0] && a[1] === b[1];
    const taken = state.last.captures || [];
    for (const cell of taken) mark(cell, "captured");
    for (const cell of state.last.changed || []) {
      mark(cell, "turned");
      const named = (state.last.path || []).some(same(cell));
      if (!taken.length && !named && state.board[cell[0]][cell[1]] === "-") mark(cell, "captured");
    }
  }
  for (const cell of state.line || []) mark(cell, "win");

  const action = playable(state, yourTurn, key);
  // Dots on the cells you can play, unless that is every empty cell.
  const empty = state.board.flat().filter((c) => c === "-").length;
  board.classList.toggle("sparse", state.legal.filter((m) => m.cell).length < empty || app.path.length > 0);
  const focusable = [];
  // A move in progress: the stone chosen is drawn on the empty cell it goes to (an Amazon
  // while its arrow is chosen), its start drawn empty.
  const moving = new Map();
  if (app.path.length >= 2 && !app.path[0].startsWith("hand:")) {
    const [r0, c0] = app.path[0].split(",").map(Number);
    const stone = state.board[r0][c0];
    const to = [...app.path].reverse().find((k) => { const [r, c] = k.split(",").map(Number); return state.board[r][c] === "-"; });
    if (stone !== "-" && to) { moving.set(app.path[0], "-"); moving.set(to, stone); }
  }
  // A stone placed before a block is turned (Pentago): drawn on its cell while the turn is chosen.
  if (app.path.length === 1 && layout.turns && layout.turns.length) moving.set(app.path[0], state.to_move);
  state.board.forEach((row, r) => row.forEach((drawn, c) => {
    if (drawn === null) return; // off the board
    const here = `${r},${c}`;
    const content = moving.has(here) ? moving.get(here) : drawn;
    const cell = document.createElement("button");
    cell.type = "button";
    cell.className = "cell";
    if (checkered) cell.classList.add((r + c) % 2 === layout.checkered ? "dark" : "light");
    cell.dataset.row = r;
    cell.dataset.col = c;
    const [x, y] = at(r, c);
    cell.style.cssText = `left:${x}px;top:${y}px;width:${size}px;height:${cellHeight}px`;
    const piece = (state.pieces || {})[content];
    if (piece && piece.kind === "blocked") {
      const block = document.createElement("span");
      block.className = "blocked";
      cell.appendChild(block);
    } else if (content !== "-") {
      const side = piece && piece.side ? piece.side : content;
      let stone;
      if (piece && piece.kind === "piece") {
        stone = kindStone(piece.letter, side);
      } else {
        stone = document.createElement("span");
        stone.className = `stone ${side === "X" ? "x" : "o"}${piece && piece.kind === "promoted" ? " promoted" : ""}`;
        stone.textContent = side;
      }
      cell.appendChild(stone);
    }
    for (const name of marks.get(here) || []) cell.classList.add(name);
    const act = action.get(here);
    if (act) {
      for (const name of act.classes) cell.classList.add(name);
      // A move that takes a stone off its cell alone (Konane's opening removals).
      if (act.classes.includes("target") && content !== "-") cell.classList.add("removable");
      if (act.move) cell.dataset.move = act.move;
      if (act.pressed !== undefined) cell.setAttribute("aria-pressed", String(act.pressed));
      cell.addEventListener("click", () => {
        if (app.busy) return; // a move in flight: the board is drawn again once it is applied
        if (!act.reset) app.focus = here;
        act.run();
      });
      cell.tabIndex = -1;
      if (act.stop) focusable.push(cell);
    } else {
      cell.disabled = true;
    }
    cell.setAttribute("aria-label", cellLabel(r, c, content, act, marks.get(here)));
    cell.title = cellName(r, c);
    cells.appendChild(cell);
  }));
  if (state.links && state.links.length) cells.appendChild(pegLinks(state, at, size, cellHeight));
  if (walled && (state.walls || []).length) cells.appendChild(drawnWalls(state, size));
  if (walled && yourTurn) wallTargets(cells, state, size);
  if (layout.blocks) cells.appendChild(blockLines(layout.blocks, width, height, size));
  if (layout.blocks && !(layout.turns && layout.turns.length)) cells.appendChild(openBlocks(layout.blocks, state, empty, size));
  if (layout.blocks && state.blocks_won) cells.appendChild(wonBlocks(layout.blocks, state, width, size));
  if (layout.blocks && yourTurn && turnsOf(state).some((t) => t.here === app.path.join(" "))) drawTurns(cells, state, layout.blocks, size);
  if (layout.stones === "dominoes") drawDominoes(cells, state, at, size, cellHeight, yourTurn && app.path.length === 0);
  if (state.hands) drawHands(state, action);
  if (yourTurn && !turnsOf(state).length) drawChoices(state, key);
  // One tab stop: the cell focused last if it can still be, else the nearest one that can.
  if (focusable.length) {
    const [fr, fc] = (app.focus || app.path[app.path.length - 1] || "0,0").split(",").map(Number);
    const stop = focusable.reduce((best, cell) => {
      const d = Math.abs(cell.dataset.row - fr) + Math.abs(cell.dataset.col - fc);
      return d < best.d ? { cell, d } : best;
    }, { cell: focusable[0], d: Infinity }).cell;
    stop.tabIndex = 0;
    for (const cell of focusable) cell.classList.add("stop");
  }
}

/**
 * What each cell does on your turn, by "row,column": its classes, its move, whether it is a
 * tab stop, and what a click does. Drops: every cell of a column plays it, the cell the stone
 * would fill is the stop. Moves that touch several cells (a step, a domino, a jump chain, an
 * Amazons turn): they are clicked cell by cell along their `path`; `app.path` holds the cells
 * clicked so far, the cells that can follow are marked, and a move is played once its whole
 * path is clicked and no longer move extends it (or its last cell is clicked again). Else the
 * legal cells.
 */
function playable(state, yourTurn, key) {
  const action = new Map();
  if (!yourTurn) return action;
  if (turnsOf(state).length) return turnActions(state);
  // Walls are placed in their grooves (`wallTargets`), not by the cells.
  if (state.legal.some(wallOf)) state = { ...state, legal: state.legal.filter((m) => !wallOf(m)) };
  if (state.legal.some((m) => m.drop || (m.path && (m.path.length > 1 || !m.cell)))) return pathActions(state, key);
  for (const m of state.legal) {
    if (!m.cell) continue;
    action.set(key(m.cell), { classes: ["legal", "target"], move: m.move, stop: true, run: () => play(m.move) });
    if (app.game.drops) {
      for (let r = 0; r < state.board.length; r++) {
        const here = `${r},${m.cell[1]}`;
        if (!action.has(here)) action.set(here, { classes: ["legal"], move: m.move, stop: false, run: () => play(m.move) });
      }
    }
  }
  return action;
}

/**
 * In a game whose move ends with a turn of a block (the layout's `turns`: Pentago's placement,
 * a step then a turn): each legal move split into the cells its part is clicked along (`keys`,
 * "row,column" from its `path`; `here`, those keys joined by spaces) and the turn that ends it
 * (`{suffix, block, clockwise}`).
 */
function turnsOf(state) {
  const layout = app.game.layout;
  if (!layout.turns || !layout.turns.length) return [];
  const split = [];
  for (const m of state.legal) {
    const turn = layout.turns.find((t) => m.move.endsWith(t.suffix));
    if (!turn || !m.path || !m.path.length) continue;
    const keys = m.path.map(([r, c]) => `${r},${c}`);
    split.push({ move: m.move, keys, here: keys.join(" "), turn });
  }
  return split;
}

/** The actions of a game whose move ends with a turn of a block (see `turnsOf`): the move's
 *  cells are clicked first, as any move's path (`pathActionsOf`; a placement is one cell, its
 *  stone drawn there), then the turn, by the arrows drawn on each block (`drawTurns`); the
 *  last cell chosen again lets go, another first cell begins another move instead. */
function turnActions(state) {
  const split = turnsOf(state);
  const parts = new Map();
  for (const { here, keys } of split) if (!parts.has(here)) parts.set(here, { move: here, keys });
  const chosen = app.path.join(" ");
  const finish = (here) => {
    if (here === chosen) return resetPath();
    app.path = here.split(" ");
    app.focus = app.path[app.path.length - 1];
    draw();
  };
  const action = pathActionsOf([...parts.values()], boardKeys(state), false, finish);
  // A cell that makes a part whole chooses it (`finish`); the moves it begins are the arrows'.
  for (const [key, act] of action) {
    if (act.move !== undefined && parts.has(act.move)) {
      const moves = split.filter((t) => t.here === act.move).map((t) => t.move);
      action.set(key, { ...act, move: undefined, moves, classes: [...act.classes, "movable", "places"], pressed: false });
    }
  }
  if (parts.has(chosen)) {
    const last = app.path[app.path.length - 1];
    action.set(last, { ...action.get(last), classes: ["movable", "selected"], pressed: true });
  }
  return action;
}

/** The arrows that turn each block, once a move's cells are chosen (see `turnActions`): an
 *  anticlockwise and a clockwise button over each block, each playing the move that makes those
 *  cells' part (places the stone, steps it) and turns that block so. */
function drawTurns(cells, state, n, size) {
  const chosen = app.path.join(" ");
  const moves = turnsOf(state).filter((t) => t.here === chosen);
  const arrows = document.createElement("div");
  arrows.className = "turns";
  for (const { move, turn } of moves) {
    const [br, bc] = turn.block;
    const button = document.createElement("button");
    button.type = "button";
    button.className = `turn ${turn.clockwise ? "clockwise" : "anticlockwise"}`;
    button.dataset.move = move;
    button.dataset.block = `${br},${bc}`;
    button.textContent = turn.clockwise ? "↻" : "↺";
    const arrow = Math.max(24, Math.round(size * 0.8));
    const x = (bc * n + n / 2) * size + (turn.clockwise ? 4 : -4 - arrow);
    const y = (br * n + n / 2) * size - arrow / 2;
    button.style.cssText = `left:${x}px;top:${y}px;width:${arrow}px;height:${arrow}px;font-size:${Math.round(arrow * 0.6)}px`;
    button.setAttribute("aria-label", `turn block ${br * 2 + bc + 1} ${turn.clockwise ? "clockwise" : "anticlockwise"}: play ${move}`);
    button.title = move;
    button.addEventListener("click", () => { if (!app.busy) play(move); });
    arrows.appendChild(button);
  }
  cells.appendChild(arrows);
}

/**
 * The pieces each side holds in hand (the position's `hands`), under the board: each kind with
 * how many, drawn as on the board. On your turn a piece you can drop is a button: it is chosen
 * as the first place of its drops (`moveKeys`), and the cells it may go to are then marked.
 * `verb`: what is done with a piece in hand, as its button says it (`drop`; Hive's `place`).
 */
function drawHands(state, action, verb = "drop") {
  const hands = document.createElement("div");
  hands.className = `hands ${gameClasses()}`;
  for (const side of ["X", "O"]) {
    const hand = document.createElement("div");
    hand.className = "hand";
    hand.setAttribute("role", "group");
    hand.setAttribute("aria-label", `${sideName(side)}'s hand`);
    const title = document.createElement("span");
    title.className = "hand-title";
    title.textContent = `${sideName(side)} holds${state.hands[side].length ? ":" : " nothing"}`;
    hand.appendChild(title);
    for (const { letter, count } of state.hands[side]) {
      const here = `hand:${letter}`;
      const act = side === state.to_move ? action.get(here) : null;
      const name = kindOf(letter).name;
      const piece = document.createElement("button");
      piece.type = "button";
      piece.className = "hand-piece";
      piece.dataset.hand = letter;
      piece.appendChild(kindStone(letter, side));
      const many = document.createElement("span");
      many.className = "hand-count";
      many.textContent = `×${count}`;
      piece.appendChild(many);
      let does = "";
      if (act) {
        for (const c of act.classes) piece.classList.add(c);
        if (act.pressed !== undefined) piece.setAttribute("aria-pressed", String(act.pressed));
        piece.addEventListener("click", () => {
          if (app.busy) return;
          app.focus = here;
          act.run();
        });
        does = act.pressed ? `, chosen: choose the cell to ${verb} it on` : `, can be ${verb === "drop" ? "dropped" : "placed"}`;
      } else {
        piece.disabled = true;
      }
      piece.setAttribute("aria-label", `${sideName(side)}'s ${name} in hand, ${count}${does}`);
      hand.appendChild(piece);
    }
    hands.appendChild(hand);
  }
  $("extra").appendChild(hands);
}

/**
 * Where the places clicked make several moves whole (a pawn that reaches the last row, a piece
 * that may promote or not): a button for each, named by what tells them apart (the kind it
 * becomes, or `+`: promoted), beside the board; Escape lets go of the cells clicked. (Pentago's
 * turns, which also follow one cell, are chosen by their arrows: `drawTurns`.)
 */
function drawChoices(state, key) {
  if (!app.path.length) return;
  const same = (keys) => keys.length === app.path.length && keys.every((k, i) => k === app.path[i]);
  const choices = state.legal.filter((m) => m.path && same(moveKeys(m, key))).map((m) => m.move);
  if (choices.length < 2) return;
  let common = 0;
  while (choices.every((m) => m.length > common && m[common] === choices[0][common])) common++;
  // The strongest first, as players expect (a queen before an underpromotion, a promotion
  // before none): by the value of the kind each becomes, then the kinds declared later first.
  const kinds = app.game.layout.kinds || [];
  const rank = (move) => {
    const rest = move.slice(common);
    if (rest === "") return [-Infinity, -1];
    if (rest === "+") return [Infinity, 0];
    const kind = kindOf(rest.toUpperCase());
    return [kind.value, kinds.indexOf(kind)];
  };
  choices.sort((a, b) => {
    const [va, ia] = rank(a), [vb, ib] = rank(b);
    return vb - va || ib - ia;
  });
  const group = document.createElement("div");
  group.className = "choices";
  group.setAttribute("role", "group");
  group.setAttribute("aria-label", "Choose the move");
  group.addEventListener("keydown", (event) => {
    if (event.key === "Escape") { event.preventDefault(); resetPath(); }
  });
  for (const move of choices) {
    const rest = move.slice(common);
    const letter = rest.toUpperCase();
    const what = rest === "" ? "as it is"
      : rest === "+" ? "promoted"
      : `to a ${kindOf(letter).name}`;
    const button = document.createElement("button");
    button.type = "button";
    button.className = "choice";
    button.dataset.move = move;
    button.textContent = `${what} (${move})`;
    button.addEventListener("click", () => { if (!app.busy) play(move); });
    group.appendChild(button);
  }
  $("extra").appendChild(group);
}

/** Clears the cells clicked so far along a move's path and draws the board again. */
function resetPath() {
  if (app.path.length === 0) return;
  app.path = [];
  draw();
}

/** The places a move is clicked along, as keys: its `path`'s cells, after the piece it drops
 *  from the hand (`hand:P`, drawn by `drawHands`) for a drop. */
function moveKeys(m, key) {
  return [...(m.drop ? [`hand:${m.drop}`] : []), ...(m.path || []).map(key)];
}

/** The actions of a game whose moves are clicked along their paths (see `playable`). */
function pathActions(state, key) {
  const paths = state.legal.filter((m) => m.path && m.path.length).map((m) => ({ move: m.move, keys: moveKeys(m, key) }));
  return pathActionsOf(paths, boardKeys(state));
}

/** The keys ("row,column") of every cell of the board, for `pathActionsOf`. */
function boardKeys(state) {
  const every = [];
  state.board.forEach((row, r) => row.forEach((content, c) => { if (content !== null) every.push(`${r},${c}`); }));
  return every;
}

/** The actions of moves clicked along their paths (see `playable`): `paths`, each move with
 *  the keys of the places it touches in order; `every`, the keys of all the board's places.
 *  Once a place is chosen, a place that begins another move begins it instead, unless `alone`:
 *  then only the places that continue the move chosen play, and any other lets go. */
function pathActionsOf(paths, every, alone = false, finish = play) {
  const action = new Map();
  // A domino is the same move whichever of its two cells is clicked first.
  if (app.game.layout.stones === "dominoes") {
    for (const p of [...paths]) if (p.keys.length === 2) paths.push({ move: p.move, keys: [p.keys[1], p.keys[0]] });
  }
  const startsWith = (keys, prefix) => prefix.every((k, i) => keys[i] === k);
  // The moves that the cells clicked so far begin, and those that a further cell would.
  const along = (prefix) => paths.filter((p) => p.keys.length >= prefix.length && startsWith(p.keys, prefix));
  // The moves the places clicked make whole: several where a move is then chosen by name (a
  // promotion, or not), which `drawChoices` offers.
  const complete = (prefix) => along(prefix).filter((p) => p.keys.length === prefix.length);
  const extend = (prefix) => {
    const moves = along(prefix);
    if (moves.length === 1 && moves[0].keys.length === prefix.length) finish(moves[0].move);
    else { app.path = prefix; app.focus = prefix[prefix.length - 1]; draw(); }
  };
  // Where a path can begin: a stone that can move, or a cell a one-cell move plays at once.
  const firsts = new Map();
  for (const p of paths) {
    if (!firsts.has(p.keys[0])) firsts.set(p.keys[0], []);
    firsts.get(p.keys[0]).push(p);
  }
  for (const [here, moves] of firsts) {
    const only = moves.length === 1 && moves[0].keys.length === 1 ? moves[0] : null;
    if (only) {
      action.set(here, { classes: ["legal", "target"], move: only.move, stop: true, run: () => finish(only.move) });
    } else {
      action.set(here, {
        classes: ["movable"], pressed: false, stop: true, moves: moves.map((p) => p.move),
        run: () => extend([here]),
      });
    }
  }
  if (app.path.length === 0) return action;
  if (alone) action.clear();
  // Cells already clicked: the last one again plays the one move it completes, or lets go.
  const last = app.path[app.path.length - 1];
  app.path.forEach((here, i) => {
    const done = i === app.path.length - 1 ? complete(app.path) : [];
    action.set(here, {
      classes: ["movable", "selected"], pressed: true, stop: true,
      moves: along(app.path.slice(0, i + 1)).map((p) => p.move),
      run: () => (done.length === 1 ? finish(done[0].move) : resetPath()),
    });
  });
  // The cells that can come next.
  const next = new Map();
  for (const p of along(app.path)) {
    if (p.keys.length > app.path.length) {
      const here = p.keys[app.path.length];
      if (!next.has(here)) next.set(here, []);
      next.get(here).push(p);
    }
  }
  for (const [here, moves] of next) {
    const prefix = [...app.path, here];
    const only = moves.length === 1 && moves[0].keys.length === prefix.length ? moves[0] : null;
    action.set(here, only
      ? { classes: ["legal", "target"], move: only.move, stop: true, run: () => finish(only.move) }
      : { classes: ["legal", "next"], moves: moves.map((p) => p.move), stop: true, run: () => extend(prefix) });
  }
  // Any other cell lets go of the cells clicked.
  for (const here of every) {
    if (!action.has(here) && here !== last) action.set(here, { classes: ["idle"], stop: false, reset: true, run: resetPath });
  }
  return action;
}

/**
 * The blocks where the next stone may go, outlined, when that is not every empty cell (the
 * block the last move sends to, in a game of blocks): each block holding a legal cell.
 */
function openBlocks(n, state, empty, size) {
  const marks = document.createElement("div");
  marks.className = "block-marks";
  marks.setAttribute("aria-hidden", "true");
  const placed = state.legal.filter((m) => m.cell);
  if (placed.length >= empty) return marks;
  const seen = new Set();
  for (const m of placed) {
    const [r, c] = [Math.floor(m.cell[0] / n), Math.floor(m.cell[1] / n)];
    if (seen.has(`${r},${c}`)) continue;
    seen.add(`${r},${c}`);
    const mark = document.createElement("span");
    mark.className = "block-open";
    mark.style.cssText = `left:${c * n * size}px;top:${r * n * size}px;width:${n * size}px;height:${n * size}px`;
    marks.appendChild(mark);
  }
  return marks;
}

/** The blocks won (the position's `blocks_won`, row by row), as players mark them: the
 *  winner's letter drawn large over the block, in its colour, the block's stones showing
 *  through. */
function wonBlocks(n, state, width, size) {
  const marks = document.createElement("div");
  marks.className = "block-marks won";
  const across = Math.floor(width / n);
  state.blocks_won.forEach((owner, b) => {
    if (!owner) return;
    const [r, c] = [Math.floor(b / across), b % across];
    const mark = document.createElement("span");
    mark.className = `block-won ${owner === "X" ? "x" : "o"}`;
    mark.dataset.block = b;
    mark.dataset.owner = owner;
    mark.textContent = owner;
    mark.setAttribute("role", "img");
    mark.setAttribute("aria-label", `block ${b + 1} won by ${sideName(owner)}`);
    mark.style.cssText = `left:${c * n * size}px;top:${r * n * size}px;width:${n * size}px;height:${n * size}px;font-size:${Math.round(n * size * 0.8)}px`;
    marks.appendChild(mark);
  });
  return marks;
}

/** The lines between the blocks a turn rotates (Pentago's quadrants), `n` cells a side. */
function blockLines(n, width, height, size) {
  const lines = document.createElement("div");
  lines.className = "block-lines";
  lines.setAttribute("aria-hidden", "true");
  for (let c = n; c < width; c += n) {
    const line = document.createElement("span");
    line.className = "block-line vertical";
    line.style.cssText = `left:${c * size - 2}px;top:0;width:4px;height:${height * size}px`;
    lines.appendChild(line);
  }
  for (let r = n; r < height; r += n) {
    const line = document.createElement("span");
    line.className = "block-line horizontal";
    line.style.cssText = `left:0;top:${r * size - 2}px;width:${width * size}px;height:4px`;
    lines.appendChild(line);
  }
  return lines;
}

/**
 * Dominoes drawn as one shape: each move of the game so far that placed two cells, if both
 * are still covered, is a rectangle across them (the cells' own stones hidden). On your turn
 * a pointer over an empty cell shows the domino it would place, with the neighbour nearest the
 * pointer, and a click places it; the keyboard chooses the two cells in turn.
 */
function drawDominoes(cells, state, at, size, cellHeight, live) {
  const cellOf = (r, c) => cells.querySelector(`.cell[data-row="${r}"][data-col="${c}"]`);
  const shape = (a, b, cls) => {
    const [x1, y1] = at(a[0], a[1]);
    const [x2, y2] = at(b[0], b[1]);
    const x = Math.min(x1, x2), y = Math.min(y1, y2);
    const w = Math.abs(x1 - x2) + size, h = Math.abs(y1 - y2) + cellHeight;
    const d = document.createElement("span");
    d.className = `domino ${cls}`;
    d.setAttribute("aria-hidden", "true");
    const inset = Math.max(2, Math.round(size * 0.1));
    d.style.cssText = `left:${x + inset}px;top:${y + inset}px;width:${w - 2 * inset}px;height:${h - 2 * inset}px`;
    cells.appendChild(d);
    return d;
  };
  for (const s of app.states) {
    const path = s.last && s.last.path;
    if (!path || path.length !== 2) continue;
    const [a, b] = path;
    const owner = state.board[a[0]][a[1]];
    if (owner === "-" || owner !== state.board[b[0]][b[1]]) continue;
    shape(a, b, owner === "X" ? "x" : "o");
    for (const [r, c] of path) { const cell = cellOf(r, c); if (cell) cell.classList.add("in-domino"); }
  }
  if (!live) return;
  // The dominoes each empty cell begins, with the other cell.
  const options = new Map();
  for (const m of state.legal) {
    if (!m.path || m.path.length !== 2) continue;
    const [a, b] = m.path;
    for (const [here, other] of [[a, b], [b, a]]) {
      const k = `${here[0]},${here[1]}`;
      if (!options.has(k)) options.set(k, []);
      options.get(k).push({ move: m.move, other });
    }
  }
  let preview = null;
  const clear = () => { if (preview) preview.remove(); preview = null; cells.querySelectorAll(".cell.hinted").forEach((c) => c.classList.remove("hinted")); };
  const choose = (cell, event) => {
    const list = options.get(`${cell.dataset.row},${cell.dataset.col}`);
    if (!list) return null;
    const box = cell.getBoundingClientRect();
    const dx = event.clientX - (box.left + box.width / 2), dy = event.clientY - (box.top + box.height / 2);
    const r = Number(cell.dataset.row), c = Number(cell.dataset.col);
    return list.reduce((best, o) => {
      const score = (o.other[1] - c) * dx + (o.other[0] - r) * dy;
      return !best || score > best.score ? { ...o, score } : best;
    }, null);
  };
  cells.addEventListener("mousemove", (event) => {
    const cell = event.target.closest(".cell");
    clear();
    if (!cell || app.busy || app.path.length) return;
    const pick = choose(cell, event);
    if (!pick) return;
    const r = Number(cell.dataset.row), c = Number(cell.dataset.col);
    preview = shape([r, c], pick.other, `preview ${current().to_move === "X" ? "x" : "o"}`);
    cell.classList.add("hinted");
    const other = cellOf(pick.other[0], pick.other[1]);
    if (other) other.classList.add("hinted");
  });
  cells.addEventListener("mouseleave", clear);
  // A click of the pointer (not a key, whose click has no detail) places the domino shown.
  cells.addEventListener("click", (event) => {
    const cell = event.target.closest(".cell");
    if (!cell || event.detail === 0 || app.busy || app.path.length) return;
    const pick = choose(cell, event);
    if (!pick) return;
    event.stopPropagation();
    clear();
    play(pick.move);
  }, true);
}

/**
 * The pits of a sowing game (the layout's `pits`): the mover's pits numbered from its left,
 * X's along the bottom from the left, O's along the top from the right, each player's store at
 * the end its pits sow into (X's right, O's left), each with its seeds counted. A turn sows
 * one pit or several (after a last seed in the store): you click them in order.
 */
function drawPits(board, state, yourTurn) {
  const layout = app.game.layout;
  const n = layout.per_side;
  const counts = state.piles || [];
  const stores = layout.stores ? 1 : 0;
  const xPit = (k) => counts[k - 1];
  const oPit = (k) => counts[n + stores + k - 1];
  board.style.width = "";
  board.style.height = "";
  board.classList.add("kind-pits");
  document.querySelector("main").classList.remove("wide");
  const prefix = app.path.join("");
  const sep = n > 9 ? "." : "";
  const moves = yourTurn ? state.legal.map((m) => m.move) : [];
  const mover = state.to_move;
  const lastPits = state.last && state.last.by ? state.last.move.split(sep || "").map(Number) : [];
  // The pits the last move emptied other than those it sowed from: its captures (Oware's pits
  // of 2 or 3, Kalah's opposite pit and the pit its last seed fell in).
  const before = state.last && state.last.by && state.last.piles_before ? state.last.piles_before : null;
  const captured = (player, k) => {
    if (!before) return false;
    const i = player === "X" ? k - 1 : n + stores + k - 1;
    const sownFrom = player === state.last.by && lastPits.includes(k);
    return !sownFrom && before[i] > 0 && counts[i] === 0;
  };
  // A game without stores keeps the seeds each side captured after its pits (Oware).
  const kept = !stores && counts.length >= 2 * n + 2 ? { X: counts[2 * n], O: counts[2 * n + 1] } : null;
  const pit = (player, k) => {
    const seeds = player === "X" ? xPit(k) : oPit(k);
    const b = document.createElement("button");
    b.type = "button";
    b.className = `pit ${player === "X" ? "x" : "o"}`;
    b.dataset.pit = k;
    b.dataset.side = player;
    b.innerHTML = `<span class="seeds">${seeds}</span><span class="pit-name">${k}</span>`;
    const text = prefix + (prefix ? sep : "") + k;
    const begins = player === mover ? moves.filter((m) => m === text || m.startsWith(text + sep) || (!sep && m.startsWith(text))) : [];
    if (state.last && state.last.by === player && lastPits.includes(k)) b.classList.add("last-move");
    const taken = captured(player, k);
    if (taken) b.classList.add("captured");
    if (app.path.includes(String(k)) && player === mover) b.classList.add("selected");
    const marks = (b.classList.contains("last-move") ? ", sown last" : "") + (taken ? `, captured by ${state.last.by} last turn` : "");
    b.setAttribute("aria-label", `${player}'s pit ${k}: ${seeds} seed${seeds === 1 ? "" : "s"}${marks}${begins.length ? `, sows: ${begins.join(", ")}` : ""}`);
    if (begins.length) {
      b.classList.add("legal");
      // The move a click plays at once, if it does; else the turns it begins.
      if (begins.length === 1 && begins[0] === text) b.dataset.move = text;
      else b.dataset.begins = begins.join(" ");
      b.addEventListener("click", () => {
        if (app.busy) return;
        if (begins.length === 1 && begins[0] === text) play(text);
        else { app.path = [...app.path, String(k)]; draw(); }
      });
    } else {
      b.disabled = true;
    }
    return b;
  };
  // A store at each end, or where the game has none, the seeds each side captured there.
  const store = (player) => {
    const d = document.createElement("div");
    d.className = `store ${player === "X" ? "x" : "o"}${kept ? " captures" : ""}`;
    d.dataset.side = player;
    const seeds = kept ? kept[player] : player === "X" ? counts[n] : counts[2 * n + 1];
    const gained = before ? seeds - (kept ? before[player === "X" ? 2 * n : 2 * n + 1] : before[player === "X" ? n : 2 * n + 1]) : 0;
    const what = kept ? `${player} captured` : `${player}'s store`;
    d.innerHTML = `<span class="seeds">${seeds}</span><span class="pit-name">${what}</span>` +
      (gained > 0 && kept ? `<span class="gained">+${gained}</span>` : "");
    d.setAttribute("aria-label", `${what}: ${seeds} seed${seeds === 1 ? "" : "s"}${gained > 0 && kept ? `, ${gained} last turn` : ""}`);
    return d;
  };
  const grid = document.createElement("div");
  grid.className = "pits";
  grid.style.setProperty("--pits", n);
  const top = document.createElement("div");
  top.className = "pit-row top";
  for (let k = n; k >= 1; k--) top.appendChild(pit("O", k));
  const bottom = document.createElement("div");
  bottom.className = "pit-row bottom";
  for (let k = 1; k <= n; k++) bottom.appendChild(pit("X", k));
  if (stores || kept) grid.appendChild(store("O"));
  grid.appendChild(top);
  grid.appendChild(bottom);
  if (stores || kept) grid.appendChild(store("X"));
  board.appendChild(grid);
  if (app.path.length) {
    const back = document.createElement("button");
    back.type = "button";
    back.textContent = `Sown so far: ${app.path.join(sep || " then ")}; start again`;
    back.addEventListener("click", resetPath);
    $("extra").appendChild(back);
  }
}

/** The chess figurines by the name of the kind, solid (each side's set coloured by the styles:
 *  the first player's white); as text, not emoji. */
const FIGURINES = Object.fromEntries(Object.entries({ king: "♚", queen: "♛", rook: "♜", bishop: "♝", knight: "♞", pawn: "♟" })
  .map(([name, glyph]) => [name, `${glyph}\uFE0E`]));

/** A kind of the chosen game by its letter (upper case), as the layout gives it: its `name`,
 *  `promoted_from` and `value`; a kind the layout does not list is named by its letter. */
function kindOf(letter) {
  return (app.game.layout.kinds || []).find((k) => k.letter === letter)
    || { letter, name: letter, promoted_from: null, value: 0 };
}

/**
 * How a piece of the kind `letter` is drawn, as the game's look says (`layout.stones`): its
 * classes and text. Figurines: the chess symbol of the kind's name where chess has one, else
 * the letter. Wedges (shogi's pieces): the letter on a pointed piece; a promoted kind shows the
 * letter of the kind it was promoted from, in red, as a shogi piece turned over does.
 */
function kindFace(letter) {
  const kind = kindOf(letter);
  const look = app.game.layout.stones;
  if (look === "figurines" && FIGURINES[kind.name]) return { classes: ["glyph"], text: FIGURINES[kind.name] };
  if (look === "wedges") return { classes: kind.promoted_from ? ["wedge", "turned"] : ["wedge"], text: kind.promoted_from || letter };
  return { classes: ["letter"], text: letter };
}

/** A piece of the kind `letter` of `side` ("X" or "O"), drawn as the game's look says. */
function kindStone(letter, side) {
  const face = kindFace(letter);
  const stone = document.createElement("span");
  stone.className = `stone ${side === "X" ? "x" : "o"} kind ${face.classes.join(" ")}`;
  stone.dataset.kind = letter;
  stone.textContent = face.text;
  return stone;
}

/** A cell's name in the game's notation, or its row and column. */
function cellName(r, c) {
  const layout = app.game.layout;
  if (layout.cells) return layout.cells[r][c];
  if (layout.columns) return `column ${layout.columns[c]}, row ${r + 1}`;
  return `row ${r + 1}, column ${c + 1}`;
}

/** What a screen reader says of a cell: its name, its content, its marks, what it does. */
function cellLabel(r, c, content, act, marks) {
  const piece = (current().pieces || {})[content];
  const side = piece && piece.side ? piece.side : content;
  const promoted = piece && piece.kind === "promoted" ? ", promoted"
    : piece && piece.kind === "piece" ? ` ${kindOf(piece.letter).name}` : "";
  const who = content === "-" ? "empty"
    : piece && piece.kind === "blocked" ? "blocked"
    : `${side}${promoted} (${side === human() ? "yours" : "the engine's"})`;
  const notes = (marks || []).map((m) => ({
    "last-move": "the last move", "previous-move": "the move before", turned: "turned by the last move",
    win: "in the winning line", "last-left": "left by the last move", "previous-left": "left by the move before",
    "last-path": "on the last move's path", captured: "taken by the last move",
  })[m]).filter(Boolean);
  let does = "not a legal move";
  if (act && act.reset) does = "not a legal move (lets go of the cells chosen)";
  else if (act && act.moves) {
    // A stone that can move, or an empty cell that begins (or continues) a longer move.
    const verb = act.classes.includes("next") ? "continues" : content === "-" ? "begins" : "can move";
    does = `${verb}: ${act.moves.join(", ")}${act.pressed ? " (chosen)" : ""}`;
  }
  else if (act) does = `legal move ${act.move}`;
  return [`${cellName(r, c)}: ${who}`, ...notes, does].join(", ");
}

/** The names of the columns above (and below) the board, of the rows left (and right) of it. */
function drawLabels(board, layout, width, height, g) {
  const label = (text, x, y, w, h, cls) => {
    const span = document.createElement("span");
    span.className = `coord ${cls}`;
    span.textContent = text;
    span.setAttribute("aria-hidden", "true");
    span.style.cssText = `left:${x}px;top:${y}px;width:${w}px;height:${h}px`;
    board.appendChild(span);
  };
  if (layout.columns) {
    layout.columns.forEach((name, c) => {
      const [top] = g.at(0, c);
      const [bottom] = g.at(height - 1, c);
      // Above the board; on a board that leaves cells out, a column that does not reach the
      // top row is named below the board if it reaches the bottom row (a hexagon's lower-left
      // columns), else beside its first cell.
      const first = [...Array(height).keys()].find((r) => g.onBoard(r, c)) ?? 0;
      if (first === 0) label(name, g.labelWidth + top, 0, g.size, g.labelHeight, "column start");
      else if (g.onBoard(height - 1, c)) label(name, g.labelWidth + bottom, g.labelHeight + g.boardHeight, g.size, g.labelHeight, "column start");
      else {
        const [x, y] = g.at(first - 1, c);
        label(name, g.labelWidth + x, g.labelHeight + y + (g.cellHeight - g.labelHeight) / 2, g.size, g.labelHeight, "column start");
      }
      if (g.sides === 2) label(name, g.labelWidth + bottom, g.labelHeight + g.boardHeight, g.size, g.labelHeight, "column end");
    });
  }
  if (layout.rows) {
    layout.rows.forEach((name, r) => {
      // Left of the row's first cell on the board.
      const first = [...Array(width).keys()].find((c) => g.onBoard(r, c)) ?? 0;
      const [left, y] = g.at(r, first);
      const [right] = g.at(r, width - 1);
      const top = g.labelHeight + y;
      label(name, left, top, g.labelWidth, g.cellHeight, "row start");
      if (g.sides === 2) label(name, g.labelWidth + right + g.size, top, g.labelWidth, g.cellHeight, "row end");
    });
  }
}

/** The four edges of a hex board, following the outer sides of its border cells, in the
 *  colours of the sides that join them: X top and bottom, O left and right. */
function hexEdges(width, height, size, cellHeight, at) {
  const ns = "http://www.w3.org/2000/svg";
  const svg = document.createElementNS(ns, "svg");
  svg.setAttribute("class", "hex-sides");
  svg.setAttribute("aria-hidden", "true");
  const q = cellHeight / 4, d = 4;
  const line = (points, cls) => {
    const p = document.createElementNS(ns, "polyline");
    p.setAttribute("points", points.map((xy) => xy.join(",")).join(" "));
    p.setAttribute("class", cls);
    svg.appendChild(p);
  };
  const across = (r, y, tip, dy) => Array.from({ length: width }, (_, c) => {
    const [x] = at(r, c);
    return [[x, y + dy], [x + size / 2, tip + dy], [x + size, y + dy]];
  }).flat();
  const [, bottom] = at(height - 1, 0);
  line(across(0, q, 0, -d), "hex-side x");
  line(across(height - 1, bottom + 3 * q, bottom + cellHeight, d), "hex-side x");
  const down = (c, dx) => Array.from({ length: height }, (_, r) => {
    const [x, y] = at(r, c);
    const side = x + (c === 0 ? 0 : size) + dx;
    return [[side, y + q], [side, y + 3 * q]];
  }).flat();
  line(down(0, -d), "hex-side o");
  line(down(width - 1, d), "hex-side o");
  return svg;
}

/**
 * The lines of a board whose pieces stand on crossings (the layout's `crossings`): a line
 * along each row and down each column through the cells' centres, the lines down broken after
 * the row `gap` between the two edge columns (xiangqi's river), and the rectangles `crossed`
 * (`[column, row, columns, rows]`, xiangqi's palaces) crossed by their diagonals.
 */
function crossingLines(layout, width, height, size) {
  const ns = "http://www.w3.org/2000/svg";
  const svg = document.createElementNS(ns, "svg");
  svg.setAttribute("class", "crossing-lines");
  svg.setAttribute("aria-hidden", "true");
  const centre = (v) => v * size + size / 2;
  const line = (c0, r0, c1, r1) => {
    const l = document.createElementNS(ns, "line");
    l.setAttribute("x1", centre(c0));
    l.setAttribute("y1", centre(r0));
    l.setAttribute("x2", centre(c1));
    l.setAttribute("y2", centre(r1));
    l.setAttribute("class", "crossing-line");
    svg.appendChild(l);
  };
  for (let r = 0; r < height; r++) line(0, r, width - 1, r);
  const gap = layout.gap;
  for (let c = 0; c < width; c++) {
    if (gap == null || c === 0 || c === width - 1) line(c, 0, c, height - 1);
    else { line(c, 0, c, gap); line(c, gap + 1, c, height - 1); }
  }
  for (const [c, r, w, h] of layout.crossed || []) {
    line(c, r, c + w - 1, r + h - 1);
    line(c + w - 1, r, c, r + h - 1);
  }
  // The crossings the board marks with a dot (a Go board's star points).
  for (const [c, r] of layout.stars || []) {
    const dot = document.createElementNS(ns, "circle");
    dot.setAttribute("cx", centre(c));
    dot.setAttribute("cy", centre(r));
    dot.setAttribute("r", Math.max(2, size * 0.09));
    dot.setAttribute("class", "crossing-star");
    svg.appendChild(dot);
  }
  return svg;
}

/**
 * The links between pegs (the position's `links`, TwixT's): a line from the centre of one peg
 * to the centre of the other, in the colour of the side whose pegs they are, over the holes
 * and under the pegs. A screen reader hears them listed by cell.
 */
function pegLinks(state, at, size, cellHeight) {
  const ns = "http://www.w3.org/2000/svg";
  const svg = document.createElementNS(ns, "svg");
  svg.setAttribute("class", "peg-links");
  svg.setAttribute("role", "img");
  const centre = ([r, c]) => { const [x, y] = at(r, c); return [x + size / 2, y + cellHeight / 2]; };
  const named = [];
  for (const [a, b] of state.links) {
    const side = state.board[a[0]][a[1]];
    const [[x1, y1], [x2, y2]] = [centre(a), centre(b)];
    const l = document.createElementNS(ns, "line");
    for (const [k, v] of Object.entries({ x1, y1, x2, y2 })) l.setAttribute(k, v);
    l.setAttribute("class", `peg-link ${side === "X" ? "x" : "o"}`);
    svg.appendChild(l);
    named.push(`${cellName(...a)}–${cellName(...b)} (${sideName(side)})`);
  }
  svg.setAttribute("aria-label", `links: ${named.join(", ")}`);
  return svg;
}

/** The cell named `name` in the chosen game's notation, as `[row, column]`; null if none is. */
function cellNamed(name) {
  const cells = app.game.layout.cells || [];
  for (let r = 0; r < cells.length; r++) {
    const c = cells[r].indexOf(name);
    if (c >= 0) return [r, c];
  }
  return null;
}

/**
 * A legal move that places a wall (Quoridor), read from its text: the name of the cell at the
 * wall's top left, then `h` (across: in the groove below that cell and the one right of it) or
 * `v` (along: in the groove right of that cell and the one below it); such a move fills no cell.
 * Its `{move, row, col, across}`, or null for any other move.
 */
function wallOf(m) {
  if (m.cell != null || !/^.+[hv]$/.test(m.move)) return null;
  const at = cellNamed(m.move.slice(0, -1));
  return at ? { move: m.move, row: at[0], col: at[1], across: m.move.endsWith("h") } : null;
}

/** What a screen reader hears of a wall: `wall e3h (across, below e3 and f3)`, `wall e3v
 *  (along, right of e3 and e4)`. */
function wallLabel({ move, row, col, across }) {
  const [r, c] = across ? [row, col + 1] : [row + 1, col];
  return `wall ${move} (${across ? "across, below" : "along, right of"} ${cellName(row, col)} and ${cellName(r, c)})`;
}

/** A wall of the position's `walls` (a segment between two corners of the cells, `[row,
 *  column]` from the board's top left corner) by its name: its top left cell and `h` or `v`. */
function wallName([[r1, c1], [r2, c2]]) {
  const across = r1 === r2;
  const [r, c] = across ? [r1 - 1, Math.min(c1, c2)] : [Math.min(r1, r2), c1 - 1];
  const name = (app.game.layout.cells || [])[r]?.[c];
  return name ? `${name}${across ? "h" : "v"}` : `${r1},${c1}–${r2},${c2}`;
}

/**
 * The walls placed (the position's `walls`, Quoridor's): a solid bar in the groove between the
 * cells from one corner to the other, over the squares and under the wall targets; the last
 * move's wall ringed. A screen reader hears them listed by name (`walls: e3h, c4v`).
 */
function drawnWalls(state, size) {
  const ns = "http://www.w3.org/2000/svg";
  const svg = document.createElementNS(ns, "svg");
  svg.setAttribute("class", "walls");
  svg.setAttribute("role", "img");
  const last = state.last && state.last.cell == null ? state.last.move : null;
  // Each end a little short of its corner, so that two walls end to end show as two.
  const gap = Math.max(1, size * 0.04);
  const named = [];
  for (const segment of state.walls) {
    const [[r1, c1], [r2, c2]] = segment;
    const name = wallName(segment);
    const [dx, dy] = [Math.sign(c2 - c1) * gap, Math.sign(r2 - r1) * gap];
    const ends = { x1: c1 * size + dx, y1: r1 * size + dy, x2: c2 * size - dx, y2: r2 * size - dy };
    for (const cls of name === last ? ["wall-mark", "wall"] : ["wall"]) {
      const l = document.createElementNS(ns, "line");
      for (const [k, v] of Object.entries(ends)) l.setAttribute(k, v);
      l.setAttribute("class", cls);
      if (cls === "wall") l.dataset.wall = name;
      svg.appendChild(l);
    }
    named.push(name);
  }
  svg.setAttribute("aria-label", `walls: ${named.join(", ")}`);
  return svg;
}

/**
 * On your turn in a game of walls, a button for each wall you may place, lying in the groove it
 * would fill: a wall across (`e3h`) in the groove below its two cells, one along (`e3v`) in the
 * groove right of them, each as long as a cell and centred on the corner the wall's middle meets
 * (where a wall across and one along meet, each takes the half of the crossing nearer its own
 * groove). A pointer over a button, or the focus on it, shows the wall it places, both cells
 * long; a click or Enter places it. The walls across are one tab stop and the walls along
 * another; the arrow keys move between the walls of a stop.
 */
function wallTargets(cells, state, size) {
  const walls = state.legal.map(wallOf).filter(Boolean);
  if (!walls.length) return;
  // The button as thick as a finger needs, at most half a cell; the wall shown fills the groove.
  const thick = Math.round(Math.min(size / 2, Math.max(12, size * 0.3)));
  const groove = Math.max(4, Math.round(size * 0.16));
  const half = thick / 2;
  for (const across of [true, false]) {
    const group = document.createElement("div");
    group.className = `wall-targets ${across ? "across" : "along"}`;
    group.setAttribute("role", "group");
    group.setAttribute("aria-label", across ? "walls across: placed in the groove below two cells" : "walls along: placed in the groove right of two cells");
    const buttons = [];
    for (const wall of walls.filter((w) => w.across === across)) {
      const { move, row, col } = wall;
      const button = document.createElement("button");
      button.type = "button";
      button.className = `wall-target ${across ? "across" : "along"}`;
      button.dataset.move = move;
      button.dataset.row = row;
      button.dataset.col = col;
      button.tabIndex = -1;
      button.title = move;
      button.setAttribute("aria-label", wallLabel(wall));
      // The corner at the wall's middle is at (cx, cy); the crossing square around it is split
      // along its diagonals, the button keeping the two triangles on its groove's side.
      const [cx, cy] = [(col + 1) * size, (row + 1) * size];
      const s = size, t = thick, m = size / 2;
      if (across) {
        button.style.cssText = `left:${cx - m}px;top:${cy - half}px;width:${s}px;height:${t}px`;
        button.style.clipPath = `polygon(0 0, ${m - half}px 0, ${m}px ${half}px, ${m + half}px 0, ${s}px 0, ${s}px ${t}px, ${m + half}px ${t}px, ${m}px ${half}px, ${m - half}px ${t}px, 0 ${t}px)`;
      } else {
        button.style.cssText = `left:${cx - half}px;top:${cy - m}px;width:${t}px;height:${s}px`;
        button.style.clipPath = `polygon(0 0, ${t}px 0, ${t}px ${m - half}px, ${half}px ${m}px, ${t}px ${m + half}px, ${t}px ${s}px, 0 ${s}px, 0 ${m + half}px, ${half}px ${m}px, 0 ${m - half}px)`;
      }
      button.addEventListener("click", () => { if (!app.busy) play(move); });
      button.addEventListener("focus", () => { app.wallFocus = move; });
      button.addEventListener("keydown", (event) => wallKey(event, buttons));
      // The wall it places, both cells long, shown on hover and focus (a sibling: the button's
      // clip would cut it).
      const preview = document.createElement("span");
      preview.className = `wall-preview ${across ? "across" : "along"}`;
      preview.setAttribute("aria-hidden", "true");
      const long = 2 * size - 2 * Math.max(1, size * 0.04);
      preview.style.cssText = across
        ? `left:${cx - long / 2}px;top:${cy - groove / 2}px;width:${long}px;height:${groove}px`
        : `left:${cx - groove / 2}px;top:${cy - long / 2}px;width:${groove}px;height:${long}px`;
      group.appendChild(button);
      group.appendChild(preview);
      buttons.push(button);
    }
    // The group's tab stop: the wall focused last, or the one nearest it, or the first.
    const near = app.wallFocus ? wallOf({ move: app.wallFocus, cell: null }) : null;
    const distance = (b) => near ? Math.abs(b.dataset.row - near.row) + Math.abs(b.dataset.col - near.col) : 0;
    const stop = buttons.reduce((best, b) => (distance(b) < distance(best) ? b : best), buttons[0]);
    if (stop) stop.tabIndex = 0;
    if (buttons.length) cells.appendChild(group);
  }
}

/** The wall target to focus once the board is drawn again, when the keyboard was among them:
 *  the one focused last if it is still there, else its group's tab stop, else any. */
function wallStop(board) {
  const move = app.wallFocus || "";
  const kind = move.endsWith("v") ? "along" : "across";
  return board.querySelector(`.wall-target[data-move="${move}"]`)
    || board.querySelector(`.wall-target.${kind}[tabindex="0"]`)
    || board.querySelector('.wall-target[tabindex="0"]');
}

/** Arrow keys among the wall targets of one tab stop (`buttons`): to the nearest wall in that
 *  direction; Home and End to the first and the last. */
function wallKey(event, buttons) {
  const directions = { ArrowUp: [-1, 0], ArrowDown: [1, 0], ArrowLeft: [0, -1], ArrowRight: [0, 1] };
  const from = event.currentTarget;
  let next = null;
  if (event.key === "Home") next = buttons[0];
  else if (event.key === "End") next = buttons[buttons.length - 1];
  else if (directions[event.key]) {
    const [dr, dc] = directions[event.key];
    let best = Infinity;
    for (const b of buttons) {
      const r = b.dataset.row - from.dataset.row, c = b.dataset.col - from.dataset.col;
      const ahead = r * dr + c * dc;
      if (ahead <= 0) continue;
      const cost = ahead + 2 * Math.abs(dr ? c : r);
      if (cost < best) { best = cost; next = b; }
    }
  } else {
    return;
  }
  event.preventDefault();
  // The board's own arrow keys are for the cells.
  event.stopPropagation();
  if (!next) return;
  for (const b of buttons) b.tabIndex = -1;
  next.tabIndex = 0;
  next.focus();
}

/** Arrow keys move the tab stop to the nearest cell that can be played in that direction;
 *  Home and End to the first and the last. */
function boardKey(event) {
  const cell = event.target.closest(".cell, .edge");
  if (!cell) return;
  if (event.key === "Escape") { event.preventDefault(); resetPath(); return; }
  // Hive's hexagons (each that plays a tab stop): the arrows move to the nearest one that way.
  if (cell.classList.contains("hex-cell")) {
    const directions = { ArrowUp: [-1, 0], ArrowDown: [1, 0], ArrowLeft: [0, -1], ArrowRight: [0, 1] };
    if (!directions[event.key]) return;
    event.preventDefault();
    const [dy, dx] = directions[event.key];
    const x0 = Number(cell.dataset.x), y0 = Number(cell.dataset.y);
    let best = Infinity, next = null;
    for (const s of $("board").querySelectorAll('.hex-cell[tabindex="0"]')) {
      const x = s.dataset.x - x0, y = s.dataset.y - y0;
      const ahead = x * dx + y * dy;
      if (ahead <= 0.01) continue;
      const cost = ahead + 2 * Math.abs(dy ? x : y);
      if (cost < best) { best = cost; next = s; }
    }
    if (next) { next.focus(); app.focus = next.dataset.key; }
    return;
  }
  // Points (each a tab stop): the arrows move to the nearest point that plays that way.
  if (cell.classList.contains("point")) {
    const directions = { ArrowUp: [-1, 0], ArrowDown: [1, 0], ArrowLeft: [0, -1], ArrowRight: [0, 1] };
    if (!directions[event.key]) return;
    event.preventDefault();
    const [dr, dc] = directions[event.key];
    const r0 = Number(cell.dataset.row), c0 = Number(cell.dataset.col);
    let best = Infinity, next = null;
    for (const s of $("board").querySelectorAll('.point[tabindex="0"]')) {
      const r = s.dataset.row - r0, c = s.dataset.col - c0;
      const ahead = r * dr + c * dc;
      if (ahead <= 0) continue;
      const cost = ahead + 2 * Math.abs(dr ? c : r);
      if (cost < best) { best = cost; next = s; }
    }
    if (next) { next.focus(); app.focus = next.dataset.point; }
    return;
  }
  // Edges are each a tab stop.
  if (!cell.classList.contains("cell")) return;
  const stops = [...$("board").querySelectorAll(".cell.stop")];
  const directions = { ArrowUp: [-1, 0], ArrowDown: [1, 0], ArrowLeft: [0, -1], ArrowRight: [0, 1] };
  let next = null;
  if (event.key === "Home") next = stops[0];
  else if (event.key === "End") next = stops[stops.length - 1];
  else if (directions[event.key]) {
    const [dr, dc] = directions[event.key];
    const r0 = Number(cell.dataset.row), c0 = Number(cell.dataset.col);
    let best = Infinity;
    for (const s of stops) {
      const r = s.dataset.row - r0, c = s.dataset.col - c0;
      const ahead = r * dr + c * dc;
      if (ahead <= 0) continue;
      const aside = Math.abs(dr ? c : r);
      const cost = ahead + 2 * aside;
      if (cost < best) { best = cost; next = s; }
    }
  } else {
    return;
  }
  event.preventDefault();
  if (!next) return;
  for (const s of stops) s.tabIndex = -1;
  next.tabIndex = 0;
  next.focus();
  app.focus = `${next.dataset.row},${next.dataset.col}`;
}

/**
 * A board of edges between dots (dots and boxes), drawn from its layout: the dots, the edges
 * drawn (the last turn's in its player's colour), the boxes held filled with their owner's
 * colour and letter, and on your turn each edge you can draw as a button. A move is the set of
 * edges of a turn (`state.legal[i].edges`): edges are clicked one at a time (`app.path` holds
 * those chosen, drawn dashed, with the boxes they close), and the move is played once the edges
 * chosen are a whole legal move and the last one closed no box (or no move draws more).
 */
function drawEdges(board, state, yourTurn) {
  const layout = app.game.layout;
  const { columns, rows } = layout;
  board.classList.add("kind-edges");
  document.querySelector("main").classList.remove("wide");
  const size = cellSize(columns + 1, 0, 1, 96);
  const pad = Math.round(size / 2);
  board.style.setProperty("--cell", `${size}px`);
  board.style.width = `${columns * size + 2 * pad}px`;
  board.style.height = `${rows * size + 2 * pad}px`;
  const field = document.createElement("div");
  field.className = "edges";
  field.setAttribute("role", "group");
  field.setAttribute("aria-label", `${app.game.id} board, ${columns} by ${rows} boxes`);
  board.appendChild(field);
  const drawnNow = state.edges ? state.edges.drawn : [];
  const owners = state.edges ? state.edges.boxes : [];
  const chosen = app.path.map(Number);
  const isDrawn = (i) => drawnNow[i] || chosen.includes(i);
  // The edge joining two dots, by "r,c r,c" (the upper or left dot first).
  const index = new Map(layout.edges.map(([a, b], i) => [`${a} ${b}`, i]));
  const edgeAt = (r1, c1, r2, c2) => index.get(`${r1},${c1} ${r2},${c2}`);
  const sides = (r, c) => [edgeAt(r, c, r, c + 1), edgeAt(r + 1, c, r + 1, c + 1), edgeAt(r, c, r + 1, c), edgeAt(r, c + 1, r + 1, c + 1)];
  // Whether drawing edge `e` on top of the edges `drawn` closes a box.
  const closes = (e, drawn) => {
    const [[r1, c1], [r2, c2]] = layout.edges[e];
    const near = r1 === r2 ? [[r1 - 1, c1], [r1, c1]] : [[r1, c1 - 1], [r1, c1]];
    return near.some(([r, c]) => r >= 0 && c >= 0 && r < rows && c < columns
      && sides(r, c).every((i) => i === e || drawn(i)));
  };
  // Boxes: held, or closed by the edges chosen so far (the mover's, dashed).
  for (let r = 0; r < rows; r++) {
    for (let c = 0; c < columns; c++) {
      const owner = owners[r * columns + c];
      const pending = owner === "-" && chosen.length > 0 && sides(r, c).every(isDrawn);
      const held = owner === "X" || owner === "O" ? owner : pending ? state.to_move : null;
      const cell = document.createElement("div");
      cell.className = `box${held ? ` held ${held === "X" ? "x" : "o"}` : ""}${pending ? " pending" : ""}`;
      cell.dataset.row = r;
      cell.dataset.col = c;
      cell.style.cssText = `left:${pad + c * size}px;top:${pad + r * size}px;width:${size}px;height:${size}px`;
      if (held) cell.innerHTML = `<span class="letter">${held}</span>`;
      cell.setAttribute("aria-label", held ? `box ${r + 1},${c + 1}: ${held}'s${pending ? " once this turn is played" : ""}` : `box ${r + 1},${c + 1}: open`);
      field.appendChild(cell);
    }
  }
  // The moves that begin with the edges chosen so far.
  const legal = yourTurn ? state.legal.filter((m) => m.edges && chosen.every((e) => m.edges.includes(e))) : [];
  const reachable = new Set(legal.flatMap((m) => m.edges).filter((e) => !chosen.includes(e)));
  const lastEdges = state.last && state.last.edges ? state.last.edges : [];
  const thick = Math.max(18, Math.round(size * 0.3));
  layout.edges.forEach(([[r1, c1], [r2, c2]], i) => {
    const across = r1 === r2;
    const edge = document.createElement("button");
    edge.type = "button";
    edge.className = `edge ${across ? "across" : "down"}`;
    edge.dataset.edge = i;
    const name = layout.names[i] || `${r1 + 1},${c1 + 1} to ${r2 + 1},${c2 + 1}`;
    edge.dataset.name = name;
    const [x, y] = [pad + c1 * size, pad + r1 * size];
    edge.style.cssText = across
      ? `left:${x}px;top:${y - thick / 2}px;width:${size}px;height:${thick}px`
      : `left:${x - thick / 2}px;top:${y}px;width:${thick}px;height:${size}px`;
    const line = document.createElement("span");
    line.className = "line";
    edge.appendChild(line);
    let what = "not drawn";
    if (drawnNow[i]) {
      edge.classList.add("drawn");
      what = "drawn";
      if (lastEdges.includes(i)) {
        edge.classList.add("last-move", state.last.by === "X" ? "x" : "o");
        what = `drawn by ${state.last.by} last turn`;
      }
    } else if (chosen.includes(i)) {
      edge.classList.add("chosen", state.to_move === "X" ? "x" : "o");
      what = "chosen, click to take back";
    }
    if (chosen.includes(i)) {
      edge.setAttribute("aria-pressed", "true");
      edge.addEventListener("click", () => {
        if (app.busy) return;
        app.path = app.path.filter((e) => Number(e) !== i);
        app.focus = String(i);
        draw();
      });
    } else if (reachable.has(i)) {
      edge.classList.add("legal", state.to_move === "X" ? "x" : "o");
      edge.setAttribute("aria-pressed", "false");
      const next = [...chosen, i];
      const same = (m) => m.edges.length === next.length && next.every((e) => m.edges.includes(e));
      const whole = legal.find(same);
      const longer = legal.some((m) => m.edges.length > next.length && next.every((e) => m.edges.includes(e)));
      // A whole move plays at once unless its last edge closed a box and more edges may follow.
      const plays = whole && (!longer || !closes(i, (e) => drawnNow[e] || chosen.includes(e)));
      if (plays) edge.dataset.move = whole.move;
      what = plays ? `draw it to play ${whole.move}` : "draw it, then draw again";
      edge.addEventListener("click", () => {
        if (app.busy) return;
        app.focus = String(i);
        if (plays) play(whole.move);
        else { app.path = next.map(String); draw(); }
      });
    } else {
      edge.disabled = true;
    }
    edge.setAttribute("aria-label", `edge ${name}: ${what}`);
    edge.title = name;
    field.appendChild(edge);
  });
  for (let r = 0; r <= rows; r++) {
    for (let c = 0; c <= columns; c++) {
      const dot = document.createElement("span");
      dot.className = "dot";
      dot.setAttribute("aria-hidden", "true");
      dot.style.cssText = `left:${pad + c * size}px;top:${pad + r * size}px`;
      field.appendChild(dot);
    }
  }
  if (chosen.length) {
    const back = document.createElement("button");
    back.type = "button";
    back.className = "start-again";
    back.textContent = `Drawn so far: ${chosen.map((e) => layout.names[e] || e).join(", ")}; start again`;
    back.addEventListener("click", resetPath);
    $("extra").appendChild(back);
  }
}

/**
 * A board of points joined by lines (nine men's morris), drawn from its layout: the lines
 * between the points, each point a button (a tab stop where it plays) with its stone on it.
 * A turn is clicked point by point along its `points` (the point a stone leaves, the point it
 * reaches, the stone a mill takes), as a move along its path on a grid (`pathActionsOf`): the
 * points a turn may begin at are marked, then the points that may follow; a turn is played
 * once its points are all clicked. While a turn is chosen, its stone is drawn where it goes.
 * The last turn's point reached, point left and stone taken are marked, and the stones each
 * side holds in hand are counted beside the board.
 */
function drawPoints(board, state, yourTurn) {
  const layout = app.game.layout;
  board.classList.add("kind-points");
  document.querySelector("main").classList.remove("wide");
  const size = cellSize(layout.size, 0, 1, 76);
  const pad = Math.round(size / 2);
  const span = (layout.size - 1) * size + 2 * pad;
  board.style.setProperty("--cell", `${Math.round(size * 0.72)}px`);
  board.style.width = `${span}px`;
  board.style.height = `${span}px`;
  const field = document.createElement("div");
  field.className = "points";
  field.setAttribute("role", "group");
  field.setAttribute("aria-label", `${app.game.id} board, ${layout.points.length} points`);
  board.appendChild(field);
  const at = (i) => [pad + layout.points[i].x * size, pad + layout.points[i].y * size];
  // The lines, under the points.
  const ns = "http://www.w3.org/2000/svg";
  const svg = document.createElementNS(ns, "svg");
  svg.setAttribute("class", "point-lines");
  svg.setAttribute("aria-hidden", "true");
  svg.setAttribute("viewBox", `0 0 ${span} ${span}`);
  for (const [a, b] of layout.lines) {
    const line = document.createElementNS(ns, "line");
    const [[x1, y1], [x2, y2]] = [at(a), at(b)];
    line.setAttribute("x1", x1);
    line.setAttribute("y1", y1);
    line.setAttribute("x2", x2);
    line.setAttribute("y2", y2);
    line.setAttribute("class", "point-line");
    line.dataset.from = a;
    line.dataset.to = b;
    svg.appendChild(line);
  }
  field.appendChild(svg);
  // The marks of the last turn and the one before.
  const marks = new Map();
  const mark = (i, name) => { if (i != null) marks.set(String(i), [...(marks.get(String(i)) || []), name]); };
  const previous = app.states[app.states.length - 2];
  if (previous && previous.last && previous.last.points) {
    mark(previous.last.points.reached, "previous-move");
    mark(previous.last.points.left, "previous-left");
  }
  if (state.last && state.last.points) {
    mark(state.last.points.reached, "last-move");
    mark(state.last.points.left, "last-left");
    for (const i of state.last.points.taken) mark(i, "captured");
  }
  // Your turn: the points clicked along each legal turn's points.
  const every = layout.points.map((_, i) => String(i));
  const paths = state.legal.filter((m) => m.points && m.points.length).map((m) => ({ move: m.move, keys: m.points.map(String) }));
  const action = yourTurn ? pathActionsOf(paths, every, true) : new Map();
  // A turn being chosen: its stone drawn where it goes, the point it leaves empty.
  const shown = [...state.points];
  for (const k of app.path) {
    const i = Number(k);
    if (shown[i] === state.to_move && k === app.path[0] && app.path.length > 1) shown[i] = "-";
    else if (state.points[i] === "-") shown[i] = state.to_move;
  }
  const target = Math.max(MIN_CELL + 4, Math.round(size * 0.8));
  layout.points.forEach((p, i) => {
    const here = String(i);
    const content = shown[i];
    const point = document.createElement("button");
    point.type = "button";
    point.className = "cell point";
    point.dataset.point = i;
    point.dataset.name = p.name || "";
    point.dataset.row = p.y;
    point.dataset.col = p.x;
    const [x, y] = at(i);
    point.style.cssText = `left:${x - target / 2}px;top:${y - target / 2}px;width:${target}px;height:${target}px`;
    if (content !== "-") {
      const stone = document.createElement("span");
      stone.className = `stone ${content === "X" ? "x" : "o"}`;
      stone.textContent = content;
      point.appendChild(stone);
    }
    for (const name of marks.get(here) || []) point.classList.add(name);
    const act = action.get(here);
    if (act) {
      for (const name of act.classes) point.classList.add(name);
      // A stone a turn takes (after a mill).
      if (act.classes.includes("target") && state.points[i] !== "-" && state.points[i] !== state.to_move) point.classList.add("removable");
      if (act.move) point.dataset.move = act.move;
      if (act.pressed !== undefined) point.setAttribute("aria-pressed", String(act.pressed));
      point.addEventListener("click", () => {
        if (app.busy) return;
        if (!act.reset) app.focus = here;
        act.run();
      });
      // Each point that plays is a tab stop; one that only lets go is reached by the pointer.
      point.tabIndex = act.reset ? -1 : 0;
    } else {
      point.disabled = true;
    }
    const name = p.name || `point ${i + 1}`;
    point.title = name;
    point.setAttribute("aria-label", pointLabel(name, content, act, marks.get(here)));
    field.appendChild(point);
  });
  if (app.path.length) {
    const back = document.createElement("button");
    back.type = "button";
    back.className = "start-again";
    const names = app.path.map((k) => layout.points[Number(k)].name || k);
    back.textContent = `Chosen so far: ${names.join(", ")}; start again`;
    back.addEventListener("click", resetPath);
    $("extra").appendChild(back);
  }
}

/** What a screen reader says of a point: its name, its stone, its marks, what a click does. */
function pointLabel(name, content, act, marks) {
  const who = content === "-" ? "empty" : `${content} (${content === human() ? "yours" : "the engine's"})`;
  const notes = (marks || []).map((m) => ({
    "last-move": "reached by the last move", "previous-move": "reached by the move before",
    "last-left": "left by the last move", "previous-left": "left by the move before", captured: "taken by the last move",
  })[m]).filter(Boolean);
  let does = "not a legal move";
  if (act && act.reset) does = "not a legal move (lets go of the points chosen)";
  else if (act && act.moves) {
    const verb = act.classes.includes("next") ? "continues" : act.pressed ? "chosen" : content === "-" ? "begins" : "can move";
    does = `${verb}: ${act.moves.join(", ")}`;
  } else if (act) does = `legal move ${act.move}`;
  return [`${name}: ${who}`, ...notes, does].join(", ");
}

/** The six neighbours of a hexagon in axial coordinates (q east, r south-east): NE, E, SE,
 *  SW, W, NW. */
const HEX_DIRECTIONS = [[1, -1], [1, 0], [0, 1], [-1, 1], [-1, 0], [0, -1]];

/**
 * A game whose pieces are the board (Hive): each piece a hexagon where it lies (the position's
 * `tiles`, at axial `q` east and `r` south-east; pointy at the top, each row half a hexagon
 * right of the one above), only the top of each stack drawn, the pieces under it peeking out
 * below it and counted; around them a ring of empty cells, the places a piece may come to. The
 * view fits the hive and that ring, and grows with it. A move is two clicks: a piece in hand or
 * on the table (`app.path[0]`: `hand:A` or "q,r"), then one of the places marked for it (the
 * `to` of the legal moves of that piece, each its `tile`). The pillbug's throw is the piece
 * thrown, then where it goes. The last move's place reached and place left are marked.
 */
function drawTiles(board, state, yourTurn) {
  board.classList.add("kind-tiles");
  document.querySelector("main").classList.remove("wide");
  const key = (q, r) => `${q},${r}`;
  const same = (a, b) => a != null && b != null && a[0] === b[0] && a[1] === b[1];
  // The stacks, each lowest first.
  const stacks = new Map();
  for (const t of state.tiles || []) {
    const here = key(t.q, t.r);
    if (!stacks.has(here)) stacks.set(here, []);
    stacks.get(here).push(t);
  }
  for (const stack of stacks.values()) stack.sort((a, b) => a.level - b.level);
  const top = (here) => { const stack = stacks.get(here); return stack ? stack[stack.length - 1] : null; };
  // Your moves: a piece from the hand (`from` null) or the top piece of a cell.
  const moves = yourTurn ? state.legal.filter((m) => m.tile) : [];
  const movesOf = (chosen) => moves.filter((m) => (chosen.startsWith("hand:")
    ? m.tile.from == null && m.tile.letter === chosen.slice(5)
    : m.tile.from != null && key(...m.tile.from) === chosen && top(chosen) && m.tile.piece === top(chosen).name));
  let chosen = app.path.length === 1 ? app.path[0] : null;
  if (chosen && !movesOf(chosen).length) { app.path = []; chosen = null; }
  const targets = new Map();
  for (const m of chosen ? movesOf(chosen) : []) {
    const here = key(...m.tile.to);
    if (!targets.has(here)) targets.set(here, m);
  }
  const choose = (here) => {
    app.path = [here];
    const first = movesOf(here)[0];
    if (first) app.focus = key(...first.tile.to);
    draw();
  };
  const letGo = (here) => { app.path = []; app.focus = here; draw(); };
  // The cells drawn: the pieces, the ring of empty cells around them, the places a move may
  // reach (the first piece's place on an empty table), and the last move's.
  const cells = new Map();
  const add = (q, r) => { if (!cells.has(key(q, r))) cells.set(key(q, r), [q, r]); };
  for (const t of state.tiles || []) {
    add(t.q, t.r);
    for (const [dq, dr] of HEX_DIRECTIONS) add(t.q + dq, t.r + dr);
  }
  for (const m of state.legal) if (m.tile) add(...m.tile.to);
  const last = state.last && state.last.tile ? state.last.tile : null;
  if (last) { add(...last.to); if (last.from) add(...last.from); }
  if (!cells.size) add(0, 0);
  // Pointy-top hexagons of radius R (centre to corner) in the drawing's units: (q, r)'s centre
  // is sqrt(3) (q + r / 2) R right and 1.5 r R down.
  const R = 100;
  const w = Math.sqrt(3) * R;
  const centre = ([q, r]) => [w * (q + r / 2), 1.5 * R * r];
  const xs = [...cells.values()].map((c) => centre(c)[0]);
  const ys = [...cells.values()].map((c) => centre(c)[1]);
  const pad = 0.12 * R;
  const [x0, y0] = [Math.min(...xs) - w / 2 - pad, Math.min(...ys) - R - pad];
  const [spanX, spanY] = [Math.max(...xs) + w / 2 + pad - x0, Math.max(...ys) + R + pad - y0];
  // As large as the panel allows, a hexagon at most 60 px wide and at least 26 (a target a
  // finger can hit: a hive wider than the panel then scrolls sideways).
  const panel = board.parentElement;
  const style = getComputedStyle(panel);
  const room = panel.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight) - 8;
  const scale = Math.max(26 / w, Math.min(60 / w, room / spanX));
  const [width, height] = [Math.round(spanX * scale), Math.round(spanY * scale)];
  board.classList.toggle("scrolls", width > room);
  board.style.width = `${Math.min(width, room)}px`;
  board.style.height = `${height + (width > room ? 14 : 0)}px`;
  const ns = "http://www.w3.org/2000/svg";
  const svg = document.createElementNS(ns, "svg");
  svg.setAttribute("class", "hive");
  svg.setAttribute("viewBox", `${x0} ${y0} ${spanX} ${spanY}`);
  svg.setAttribute("width", width);
  svg.setAttribute("height", height);
  svg.setAttribute("role", "group");
  const pieces = (state.tiles || []).length;
  svg.setAttribute("aria-label", `${app.game.id}: ${pieces ? `${pieces} piece${pieces === 1 ? "" : "s"} on the table` : "the table is empty"}`);
  board.appendChild(svg);
  const hexagon = (cx, cy, radius) => Array.from({ length: 6 }, (_, i) => {
    const a = Math.PI / 3 * i - Math.PI / 2;
    return `${(cx + radius * Math.cos(a)).toFixed(1)},${(cy + radius * Math.sin(a)).toFixed(1)}`;
  }).join(" ");
  const element = (name, attributes, parent) => {
    const e = document.createElementNS(ns, name);
    for (const [k, v] of Object.entries(attributes)) e.setAttribute(k, v);
    if (parent) parent.appendChild(e);
    return e;
  };
  const sideOf = (side) => sideName(side);
  const pieceName = (t) => `${t.name} (${sideOf(t.side)} ${kindOf(t.letter).name})`;
  // Empty cells first, then the pieces over them (a stack's lower pieces peek out below).
  const order = [...cells.entries()].sort(([a], [b]) => Number(stacks.has(a)) - Number(stacks.has(b)));
  const selectable = new Set(moves.filter((m) => m.tile.from).map((m) => key(...m.tile.from))
    .filter((here) => moves.some((m) => m.tile.from && key(...m.tile.from) === here && top(here) && m.tile.piece === top(here).name)));
  for (const [here, [q, r]] of order) {
    const [cx, cy] = centre([q, r]);
    const stack = stacks.get(here) || [];
    const piece = stack[stack.length - 1] || null;
    const target = targets.get(here);
    const g = element("g", { class: "cell hex-cell" }, svg);
    g.dataset.key = here;
    g.dataset.q = q;
    g.dataset.r = r;
    g.dataset.x = (cx / w).toFixed(2);
    g.dataset.y = (cy / w).toFixed(2);
    if (piece) {
      g.classList.add("tile", piece.side === "X" ? "x" : "o");
      g.dataset.piece = piece.name;
      g.dataset.kind = piece.letter;
      // The pieces under the top one, each a little lower and to the right.
      stack.slice(0, -1).forEach((under, i) => {
        const shift = (stack.length - 1 - i) * 0.12 * R;
        element("polygon", { class: `hex under ${under.side === "X" ? "x" : "o"}`, points: hexagon(cx + shift, cy + shift, R * 0.92) }, g);
      });
      element("polygon", { class: "hex", points: hexagon(cx, cy, R * 0.92) }, g);
      const label = element("text", { class: "hex-letter", x: cx, y: cy }, g);
      label.dataset.kind = piece.letter;
      label.textContent = piece.letter;
      const number = piece.name.slice(1).replace(/^[A-Z]/, "");
      if (number) {
        const sub = element("tspan", { class: "hex-number", dx: 2, dy: 0.22 * R }, label);
        sub.textContent = number;
      }
      if (stack.length > 1) {
        const mark = element("g", { class: "stack-mark" }, g);
        element("circle", { cx: cx + 0.5 * R, cy: cy - 0.5 * R, r: 0.3 * R }, mark);
        element("text", { x: cx + 0.5 * R, y: cy - 0.5 * R }, mark).textContent = String(stack.length);
      }
      element("title", {}, g).textContent = stack.length > 1
        ? `${here}: a stack of ${stack.length}, lowest first: ${stack.map(pieceName).join(", ")}`
        : `${here}: ${pieceName(piece)}`;
    } else {
      g.classList.add("empty");
      element("polygon", { class: "hex", points: hexagon(cx, cy, R * 0.92) }, g);
    }
    if (last && same(last.to, [q, r])) g.classList.add("last-move");
    if (last && same(last.from, [q, r])) g.classList.add("last-left");
    if (!stacks.size && state.legal.some((m) => m.tile && same(m.tile.to, [q, r]))) g.classList.add("start");
    // What a click does: plays the move of the piece chosen that reaches here; chooses the
    // piece here (or lets it go again); else lets go of the piece chosen.
    let run = null;
    let does = "";
    if (target) {
      g.classList.add("legal", "target");
      g.dataset.move = target.move;
      element("circle", { class: "target-dot", cx, cy, r: 0.2 * R }, g);
      run = () => play(target.move);
      const placing = chosen.startsWith("hand:");
      const what = placing ? `place ${kindOf(target.tile.letter).name}` : `move ${target.tile.piece}`;
      const where = piece ? `onto ${piece.name} at ${here}` : `${placing ? "at" : "to"} ${here}`;
      does = `${what} ${where} (${target.move})`;
    } else if (here === chosen) {
      g.classList.add("movable", "selected");
      g.setAttribute("aria-pressed", "true");
      run = () => letGo(here);
    } else if (selectable.has(here)) {
      g.classList.add("movable");
      g.setAttribute("aria-pressed", "false");
      run = () => choose(here);
    } else if (chosen) {
      run = () => letGo(chosen);
    }
    if (piece) {
      const under = stack.length > 1 ? `, on top of a stack of ${stack.length}, lowest first: ${stack.map((t) => t.name).join(", ")}` : "";
      const marks = [g.classList.contains("last-move") ? ", reached by the last move" : ""].join("");
      const status = here === chosen ? ", chosen: choose where it goes" : selectable.has(here) ? ", can move" : "";
      const label = `${piece.name} at ${here}: ${sideOf(piece.side)} ${kindOf(piece.letter).name}${under}${marks}${status}`;
      g.setAttribute("aria-label", target ? `${does}; ${label}` : label);
    } else if (target) {
      g.setAttribute("aria-label", `${does}${g.classList.contains("last-left") ? ", left by the last move" : ""}`);
    }
    const stop = Boolean(target || here === chosen || selectable.has(here));
    if (stop) {
      // A tab stop: a place a move reaches, a piece that can move.
      g.setAttribute("role", "button");
      g.setAttribute("tabindex", "0");
      element("polygon", { class: "ring", points: hexagon(cx, cy, R * 0.74) }, g);
    } else if (piece) {
      g.setAttribute("role", "img");
    } else if (g.classList.contains("last-left")) {
      g.setAttribute("role", "img");
      g.setAttribute("aria-label", `${here}: empty, left by the last move`);
    } else {
      g.setAttribute("aria-hidden", "true");
    }
    if (run) {
      const act = run;
      g.addEventListener("click", () => { if (!app.busy) act(); });
    }
    // Only a tab stop listens for the keyboard and the focus (an SVG element that does is
    // focusable, a tab stop, in Chromium).
    if (stop) {
      g.addEventListener("focus", () => { app.focus = here; });
      g.addEventListener("keydown", (event) => {
        if (event.key !== "Enter" && event.key !== " ") return;
        event.preventDefault();
        if (!app.busy) run();
      });
    }
  }
  // The pieces in hand: yours that can be placed are buttons, the one chosen pressed.
  const action = new Map();
  for (const letter of new Set(moves.filter((m) => m.tile.from == null).map((m) => m.tile.letter))) {
    const here = `hand:${letter}`;
    action.set(here, here === chosen
      ? { classes: ["movable", "selected"], pressed: true, run: () => letGo(here) }
      : { classes: ["movable"], pressed: false, run: () => choose(here) });
  }
  if (state.hands) drawHands(state, action, "place");
  // A side that cannot move passes: its only move, a button.
  for (const m of state.legal) {
    if (yourTurn && !m.tile) {
      const pass = document.createElement("button");
      pass.type = "button";
      pass.className = "pass";
      pass.dataset.move = m.move;
      pass.textContent = `Pass (${m.move}): no piece can move or be placed`;
      pass.addEventListener("click", () => play(m.move));
      $("extra").appendChild(pass);
    }
  }
}

/** The piles of a take game: each pile's name above its tokens, the takes as buttons. */
function drawPile(board, state, yourTurn) {
  board.style.width = "";
  board.style.height = "";
  board.classList.add("kind-piles");
  document.querySelector("main").classList.remove("wide");
  const piles = state.piles || [state.pile];
  const left = (n) => `${n} token${n === 1 ? "" : "s"} left`;
  // The last move's pile and how many it took (`2:1` from pile 2, or `3` from the one pile).
  const last = state.last && state.last.move ? state.last.move.split(":") : null;
  const lastPile = last ? (last.length === 2 ? Number(last[0]) : 1) : null;
  const took = last ? `; ${state.last.by} took ${last[last.length - 1]}` : "";
  board.innerHTML = piles.map((n, i) =>
    `<div class="pile${lastPile === i + 1 ? " last-move" : ""}" data-pile="${i + 1}">` +
    `<div class="count">${state.piles ? `pile ${i + 1}: ` : ""}${left(n)}${lastPile === i + 1 ? took : ""}</div>` +
    `<div class="tokens">${n ? "<span class=\"token\"></span>".repeat(Math.min(n, 40)) : "<span class=\"empty\">empty</span>"}</div>` +
    `</div>`).join("");
  for (const m of state.legal) {
    const take = document.createElement("button");
    take.type = "button";
    take.className = "take";
    take.dataset.move = m.move;
    const [from, count] = m.move.includes(":") ? m.move.split(":") : [null, m.move];
    take.textContent = from ? `Take ${count} from pile ${from}` : `Take ${m.move}`;
    take.disabled = !yourTurn;
    take.addEventListener("click", () => play(m.move));
    $("extra").appendChild(take);
  }
}

// ---- comparing ---------------------------------------------------------------------------

async function compare() {
  const state = current();
  if (!state || state.over || app.busy || app.comparing) return;
  const generation = app.generation;
  const body = { ...request(), depth: compareDepth(), depths: true };
  app.compared = null;
  const search = new AbortController();
  app.comparison = search;
  app.comparing = true;
  updateButtons();
  $("compare-out").innerHTML = `<p class="muted searching">Searching to depth ${body.depth}…</p>`;
  $("chart").innerHTML = "";
  try {
    const result = await api("/api/compare", body, search.signal);
    if (generation !== app.generation) return;
    drawComparison(result);
    drawChart(result.by_depth);
    drawTheory(result.theory, result.depth);
    app.compared = body.moves;
    app.comparedMoves = [...app.moves];
    markComparison();
  } catch (e) {
    if (generation !== app.generation) return;
    $("compare-out").innerHTML = `<p class="error">Error: ${e.message}</p>`;
  } finally {
    if (generation === app.generation) {
      app.comparison = null;
      app.comparing = false;
      updateButtons();
    }
  }
}

/** Takes the comparison and its chart off the page. */
function clearComparison() {
  app.compared = null;
  $("compare-out").innerHTML = "";
  $("chart").innerHTML = "";
  markComparison();
}

/** Marks a comparison run on another position than the one on the board: faded, with a note
 *  naming the moves played since (or saying it was run before an undo). */
function markComparison() {
  const stale = app.compared !== null && app.compared !== request().moves;
  $("compare-out").classList.toggle("stale", stale);
  $("chart").classList.toggle("stale", stale);
  let note = $("stale-note");
  if (!stale) { if (note) note.remove(); return; }
  if (!note) {
    note = document.createElement("p");
    note.id = "stale-note";
    note.className = "stale-note";
    $("compare-out").prepend(note);
  }
  const then = app.compared ? app.comparedMoves : [];
  const since = app.moves.slice(then.length);
  const before = then.every((m, i) => app.moves[i] === m) && since.length > 0;
  note.textContent = before
    ? `For the position before ${movesText(since)}: press Compare for the one on the board.`
    : `For the position after ${then.length ? movesText(then) : "no move"}, since taken back: press Compare for the one on the board.`;
}

function drawComparison(result) {
  const fewest = Math.min(...result.results.map((r) => r.nodes));
  const rows = result.results.map((r) => `<tr data-algo="${r.algo}">` +
    `<th scope="row"><span class="swatch" style="background:${ALGO_COLORS[r.algo]}"></span>${ALGO_NAMES[r.algo] || r.algo}</th>` +
    `<td class="move">${r.best_move ?? "–"}</td>` +
    `<td class="value">${valueCell(r)}</td>` +
    `<td class="nodes" data-nodes="${r.nodes}">${thousands(r.nodes)}` +
    `${r.nodes === fewest ? "<small>fewest</small>" : `<small>×${(r.nodes / fewest).toFixed(1)}</small>`}</td>` +
    `<td class="time">${r.time_ms.toFixed(2)}</td></tr>`).join("");
  $("compare-out").innerHTML =
    `<p class="muted">Position <code>${result.position}</code>, depth ${result.depth}.</p>` +
    `<div class="table-wrap"><table id="compare-table"><thead><tr><th>algorithm</th><th>move</th>` +
    `<th>value</th><th>positions</th><th>ms</th></tr></thead><tbody>${rows}</tbody></table></div>`;
}

/** Positions examined per depth, one line per algorithm, on a log scale. */
function drawChart(byDepth) {
  if (!byDepth || byDepth.length === 0) return;
  const W = 360, H = 220, left = 46, right = 12, top = 12, bottom = 34;
  const depths = byDepth.map((d) => d.depth);
  // The theory beside the counts: b^d (minimax's tree, b measured) and its square root (what
  // perfect ordering leaves alpha-beta), where the walk that measures b completed.
  const theory = [["b_to_d", "b^d"], ["sqrt_b_to_d", "√(b^d)"]].map(([key, name]) => ({
    key, name, points: byDepth.filter((d) => d.theory).map((d) => [d.depth, d.theory[key]]),
  })).filter((t) => t.points.length);
  const all = [...byDepth.flatMap((d) => d.results.map((r) => Math.max(r.nodes, 1))),
    ...theory.flatMap((t) => t.points.map(([, n]) => Math.max(n, 1)))];
  const lo = 0;
  const hi = Math.max(1, Math.ceil(Math.log10(Math.max(...all))));
  const x = (d) => depths.length === 1 ? (left + W - right) / 2
    : left + (d - depths[0]) / (depths[depths.length - 1] - depths[0]) * (W - left - right);
  const y = (n) => top + (1 - (Math.log10(Math.max(n, 1)) - lo) / (hi - lo)) * (H - top - bottom);
  let svg = `<svg viewBox="0 0 ${W} ${H}" role="img" aria-label="Positions examined per depth, log scale">`;
  for (let p = lo; p <= hi; p++) {
    svg += `<line class="grid" x1="${left}" x2="${W - right}" y1="${y(10 ** p)}" y2="${y(10 ** p)}"/>`;
    svg += `<text class="axis" x="${left - 6}" y="${y(10 ** p) + 4}" text-anchor="end">${p === 0 ? "1" : `10${superscript(p)}`}</text>`;
  }
  for (const d of depths) {
    svg += `<text class="axis" x="${x(d)}" y="${H - bottom + 16}" text-anchor="middle">${d}</text>`;
  }
  svg += `<text class="axis" x="${(left + W - right) / 2}" y="${H - 4}" text-anchor="middle">depth</text>`;
  const algos = byDepth[0].results.map((r) => r.algo);
  for (const algo of algos) {
    const points = byDepth.map((d) => [x(d.depth), y(d.results.find((r) => r.algo === algo).nodes)]);
    svg += `<polyline fill="none" stroke="${ALGO_COLORS[algo]}" stroke-width="2.2" points="${points.map((p) => p.join(",")).join(" ")}"/>`;
    for (const [px, py] of points) svg += `<circle cx="${px}" cy="${py}" r="3" fill="${ALGO_COLORS[algo]}"/>`;
  }
  for (const t of theory) {
    const points = t.points.map(([d, n]) => [x(d), y(n)].join(",")).join(" ");
    svg += `<polyline class="theory ${t.key}" fill="none" points="${points}"/>`;
  }
  svg += "</svg>";
  const legend = algos.map((a) => `<span><span class="swatch" style="background:${ALGO_COLORS[a]}"></span>${ALGO_NAMES[a] || a}</span>`).join("") +
    theory.map((t) => `<span><span class="swatch theory ${t.key}"></span>${t.name}</span>`).join("");
  $("chart").innerHTML = `<h3>Positions examined per depth (log scale)</h3>${svg}<div class="legend">${legend}</div>`;
}

/** Below the table: b measured over minimax's tree, b^d and its square root at the depth
 *  compared, the tutorials' rule of thumb beside the counts. */
function drawTheory(theory, depth) {
  if (!theory) return;
  const p = document.createElement("p");
  p.className = "muted theory";
  p.textContent = `Theory: b = ${theory.b} (the mean number of legal moves over minimax's tree), ` +
    `b^${depth} = ${thousands(theory.b_to_d)}, √(b^${depth}) = ${thousands(theory.sqrt_b_to_d)} ` +
    "(what alpha-beta examines at best, with perfect ordering).";
  $("compare-out").appendChild(p);
}

function superscript(n) {
  const digits = "⁰¹²³⁴⁵⁶⁷⁸⁹";
  return String(n).split("").map((c) => digits[Number(c)]).join("");
}

// ---- the textbook tree ---------------------------------------------------------------------
// Minimax and alpha-beta on a tree written in brackets, replayed step by step from the steps
// POST /api/tree gives (the same search as `gamedsl explain --tree`): nothing is computed here.

const tree = {
  answer: null,  // the server's answer for `loaded`
  loaded: null,  // { text, algo } of the answer
  at: 0,         // the steps applied: 0 (nothing yet) to answer.steps.length (the end)
  generation: 0, // bumped on every request, to drop stale answers
};

function treeStart() {
  $("tree-reset").addEventListener("click", () => treeGo(() => 0));
  $("tree-prev").addEventListener("click", () => treeGo((n) => Math.max(0, tree.at - 1)));
  $("tree-next").addEventListener("click", () => treeGo((n) => Math.min(n, tree.at + 1)));
  $("tree-run").addEventListener("click", () => treeGo((n) => n));
  $("tree-algo").addEventListener("change", () => treeGo(() => 0));
  $("tree-text").addEventListener("input", treeButtons);
  $("tree-text").addEventListener("keydown", (event) => {
    if (event.key === "Enter") { event.preventDefault(); treeGo(() => 0); }
  });
  treeGo(() => 0);
}

/** Fetches the search if the tree or the algorithm changed, then moves to step `to(steps)`. */
async function treeGo(to) {
  const wanted = treeWanted();
  if (treeStale()) {
    const generation = ++tree.generation;
    let answer;
    try {
      answer = await api("/api/tree", { tree: wanted.text, algo: wanted.algo });
    } catch (e) {
      if (generation !== tree.generation) return;
      tree.answer = null;
      tree.loaded = null;
      $("tree-error").textContent = `This tree cannot be searched: ${e.message}`;
      $("tree-text").setAttribute("aria-invalid", "true");
      treeDraw();
      return;
    }
    if (generation !== tree.generation) return;
    tree.answer = answer;
    tree.loaded = wanted;
    tree.at = 0;
  }
  $("tree-error").textContent = "";
  $("tree-text").removeAttribute("aria-invalid");
  tree.at = to(tree.answer.steps.length);
  treeDraw();
}

/** The tree and the algorithm asked for. */
const treeWanted = () => ({ text: $("tree-text").value, algo: $("tree-algo").value });

/** Whether the tree or the algorithm asked for is not the one searched (or none was). */
function treeStale() {
  const wanted = treeWanted();
  return !tree.answer || tree.loaded.text !== wanted.text || tree.loaded.algo !== wanted.algo;
}

/** Previous, Next and Run enabled where they move; with a tree edited, Next and Run search it. */
function treeButtons() {
  const n = tree.answer ? tree.answer.steps.length : 0;
  const stale = treeStale();
  $("tree-prev").disabled = stale || tree.at === 0;
  $("tree-next").disabled = !stale && tree.at === n;
  $("tree-run").disabled = !stale && tree.at === n;
}

/** What the first `tree.at` steps made known: values so far, windows, cuts, leaves read. */
function treeReplay() {
  const { graph, steps } = tree.answer;
  const value = new Map();
  const window = new Map();
  const skipped = new Map(); // node -> the cut that skipped it
  const cuts = [];
  let leaves = 0;
  for (const step of steps.slice(0, tree.at)) {
    if (step.kind === "leaf") { value.set(step.node, step.value); leaves += 1; }
    if (step.kind === "enter" || step.kind === "backup") window.set(step.node, [step.alpha, step.beta]);
    if (step.kind === "backup") value.set(step.node, step.value);
    if (step.kind === "cut") {
      cuts.push(step);
      for (const id of step.skipped) skipped.set(id, step);
    }
  }
  const last = tree.at > 0 ? steps[tree.at - 1] : null;
  const current = last ? last.node : graph[0].id;
  return { value, window, skipped, cuts, leaves, last, current };
}

/** The node's name: the root, or the child numbers from the root (`2.1`). */
function treeNodeName(id) {
  const graph = tree.answer.graph;
  const path = [];
  for (let node = graph[id]; node.parent !== null; node = graph[node.parent]) {
    path.unshift(graph[node.parent].children.indexOf(node.id) + 1);
  }
  const kind = { max: "MAX node", min: "MIN node", leaf: "leaf" }[graph[id].kind];
  return path.length ? `${kind} ${path.join(".")}` : `the root (${kind})`;
}

const treeBound = (v, infinity) => (v === null || v === undefined ? infinity : String(v));
const treeWindow = (w) => `(${treeBound(w[0], "−∞")}, ${treeBound(w[1], "+∞")})`;

/** The step just taken, in words. */
function treeStepText(step, known) {
  const ab = tree.loaded.algo === "alphabeta";
  if (!step) return "Before the search: press Next to take one step, Run to see the whole search.";
  const name = treeNodeName(step.node);
  switch (step.kind) {
    case "enter":
      return `Enters ${name}` + (ab ? ` with the window ${treeWindow([step.alpha, step.beta])}.` : ".");
    case "leaf":
      return `Evaluates ${name}: ${step.value} (leaf ${known.leaves} examined).`;
    case "backup": {
      const taking = tree.answer.graph[step.node].kind === "max" ? "highest" : "lowest";
      return `Backs up ${known.value.get(step.child)} from ${treeNodeName(step.child)} to ${name}: the ${taking} so far is ${step.value}` +
        (ab ? `; its window is now ${treeWindow([step.alpha, step.beta])}.` : ".");
    }
    case "cut": {
      const n = step.skipped.length;
      const children = n === 1 ? "1 child" : `${n} children`;
      return `Cut at ${name}: ${step.rule}. ${step.reason}; ${n ? `${children} skipped` : "no child was left to skip"}.`;
    }
    default:
      return "";
  }
}

function treeDraw() {
  const answer = tree.answer;
  treeButtons();
  if (!answer) {
    $("tree-step").textContent = "";
    for (const id of ["tree-leaves", "tree-value", "tree-window"]) $(id).textContent = "–";
    $("tree-drawing").innerHTML = "";
    $("tree-cuts").innerHTML = "";
    return;
  }
  const n = answer.steps.length;
  const known = treeReplay();
  const ab = tree.loaded.algo === "alphabeta";
  const done = tree.at === n;
  const counter = `Step ${tree.at} of ${n}. `;
  $("tree-step").textContent = counter + (done && tree.at > 0
    ? `${treeStepText(known.last, known)} Done: the value is ${answer.value}.`
    : treeStepText(known.last, known));
  $("tree-leaves").textContent = done
    ? `${known.leaves} of ${answer.tree_leaves}`
    : `${known.leaves} so far (of ${answer.tree_leaves})`;
  const rootValue = known.value.get(0);
  $("tree-value").textContent = done ? String(answer.value)
    : rootValue === undefined ? "not known yet" : `${rootValue} so far`;
  $("tree-window-row").hidden = !ab;
  // The window of the node being searched: the current node's, or a leaf's parent's.
  let at = known.current;
  if (answer.graph[at].kind === "leaf" && answer.graph[at].parent !== null) at = answer.graph[at].parent;
  const w = known.window.get(at);
  $("tree-window").textContent = w ? `${treeWindow(w)} at ${treeNodeName(at)}` : "(−∞, +∞)";
  $("tree-cuts").innerHTML = "";
  for (const cut of known.cuts) {
    const item = document.createElement("li");
    item.textContent = `✂ ${treeNodeName(cut.node)}: ${cut.rule} (${cut.reason}); skipped: ${cut.skipped.length ? cut.skipped.map(treeNodeName).join(", ") : "none"}`;
    $("tree-cuts").append(item);
  }
  $("tree-drawing").innerHTML = treeSvg(answer.graph, known);
}

/** The tree as SVG: leaves spread evenly in order, each parent above its children's middle. */
function treeSvg(graph, known) {
  const STEP_X = 46, STEP_Y = 74, PAD = 26;
  const x = new Map();
  let leaves = 0;
  const place = (id) => {
    const node = graph[id];
    if (node.children.length === 0) { x.set(id, PAD + leaves * STEP_X); leaves += 1; return; }
    node.children.forEach(place);
    const xs = node.children.map((c) => x.get(c));
    x.set(id, (Math.min(...xs) + Math.max(...xs)) / 2);
  };
  place(0);
  const depth = Math.max(...graph.map((g) => g.depth));
  const width = PAD * 2 + Math.max(0, leaves - 1) * STEP_X;
  const height = PAD * 2 + depth * STEP_Y + 14;
  const y = (node) => PAD + node.depth * STEP_Y;
  const visited = new Set(tree.answer.steps.slice(0, tree.at).map((s) => s.node));
  const skippedBelow = (id) => {
    for (let node = graph[id]; node; node = node.parent === null ? null : graph[node.parent]) {
      if (known.skipped.has(node.id)) return true;
    }
    return false;
  };
  let edges = "", nodes = "";
  for (const node of graph) {
    if (node.parent === null) continue;
    const x1 = x.get(node.parent), y1 = y(graph[node.parent]) + 12, x2 = x.get(node.id), y2 = y(node) - 13;
    const cut = known.skipped.has(node.id);
    const grey = skippedBelow(node.id);
    edges += `<line x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}" class="edge${grey ? " skipped" : ""}"/>`;
    if (cut) {
      const mx = (x1 + x2) / 2, my = (y1 + y2) / 2;
      edges += `<path d="M${mx - 6} ${my - 6}L${mx + 6} ${my + 6}M${mx + 6} ${my - 6}L${mx - 6} ${my + 6}" class="cross"/>`;
    }
  }
  for (const node of graph) {
    const cx = x.get(node.id), cy = y(node);
    const classes = ["node", node.kind];
    if (visited.has(node.id)) classes.push("visited");
    if (skippedBelow(node.id)) classes.push("skipped");
    if (node.id === known.current) classes.push("current");
    let shape;
    if (node.kind === "max") shape = `<polygon points="${cx},${cy - 14} ${cx + 15},${cy + 12} ${cx - 15},${cy + 12}"/>`;
    else if (node.kind === "min") shape = `<polygon points="${cx - 15},${cy - 12} ${cx + 15},${cy - 12} ${cx},${cy + 14}"/>`;
    else shape = `<rect x="${cx - 16}" y="${cy - 12}" width="32" height="24" rx="5"/>`;
    let label = "";
    if (node.kind === "leaf") {
      label = `<text x="${cx}" y="${cy + 5}" class="leaf-value">${node.leaf_value}</text>`;
    } else if (known.value.has(node.id)) {
      label = `<text x="${cx + 19}" y="${cy + 5}" class="backed">${known.value.get(node.id)}</text>`;
    }
    nodes += `<g class="${classes.join(" ")}">${shape}${label}</g>`;
  }
  const what = `The tree: ${graph.length} nodes, ${leaves} leaves; ${known.leaves} examined so far.`;
  return `<svg viewBox="0 0 ${width} ${height}" role="img" aria-label="${what}" style="max-width:${width * 1.2}px">${edges}${nodes}</svg>`;
}

start().catch(showError);
treeStart();
