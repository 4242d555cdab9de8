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
  game: null,      // the chosen game's description
  moves: [],       // moves played from the start
  states: [],      // states[i]: the position after moves[0..i]
  busy: false,     // a request is in flight
  generation: 0,   // bumped on every new game or undo, to drop stale answers
  selected: null,  // in a game whose stones step: the stone clicked, "row,column", or null
};

async function api(path, body) {
  const options = body === undefined ? {} : {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
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

function request() {
  return { game: app.game.id, moves: app.moves.join(" ") };
}

// ---- settings ----------------------------------------------------------------------------

async function start() {
  const data = await api("/api/games");
  app.games = data.games;
  $("game").innerHTML = data.games
    .map((g) => `<option value="${g.id}">${g.id}</option>`).join("");
  $("algo").innerHTML = data.algorithms
    .map((a) => `<option value="${a}">${ALGO_NAMES[a] || a}</option>`).join("");
  $("algo").value = "alphabeta";
  $("time").max = data.max_time;
  $("game").value = data.games.some((g) => g.id === "connect4") ? "connect4" : data.games[0].id;
  $("game").addEventListener("change", () => chooseGame(true));
  $("algo").addEventListener("change", settingsChanged);
  $("limit").addEventListener("change", settingsChanged);
  $("depth").addEventListener("input", settingsChanged);
  $("human").addEventListener("change", newGame);
  $("new").addEventListener("click", newGame);
  $("undo").addEventListener("click", undo);
  $("compare").addEventListener("click", compare);
  chooseGame(true);
}

function chooseGame(resetDepth) {
  app.game = app.games.find((g) => g.id === $("game").value);
  $("summary").textContent = app.game.summary;
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

function compareDepth() {
  const d = Math.round(Number($("depth").value)) || 1;
  return Math.min(Math.max(d, 1), app.game.max_depth.compare);
}

// ---- playing -----------------------------------------------------------------------------

async function newGame() {
  app.generation += 1;
  app.moves = [];
  app.states = [];
  $("last").innerHTML = "";
  $("compare-out").innerHTML = "";
  $("chart").innerHTML = "";
  await refresh();
}

async function refresh() {
  const generation = app.generation;
  try {
    const state = await api("/api/state", request());
    if (generation !== app.generation) return;
    app.selected = null;
    app.states[app.moves.length] = state;
    app.states.length = app.moves.length + 1;
    draw();
    if (!state.over && state.to_move !== human()) await engineMove();
  } catch (e) {
    showError(e);
  }
}

async function play(move) {
  if (app.busy) return;
  const state = current();
  if (!state || state.over || state.to_move !== human()) return;
  app.moves.push(move);
  await refresh();
}

async function engineMove() {
  const generation = app.generation;
  const body = { ...request(), algo: $("algo").value };
  if ($("limit").value === "time") body.time = Number($("time").value);
  else body.depth = depth();
  setBusy(true, `${ALGO_NAMES[body.algo]} is thinking…`);
  try {
    const result = await api("/api/analyze", body);
    if (generation !== app.generation) return;
    if (result.best_move == null) throw new Error("the search found no move");
    const limit = body.time ? `${body.time} s` : `depth ${result.depth}`;
    $("last").innerHTML =
      `<div class="card" id="engine-move" data-nodes="${result.nodes}">` +
      `<div class="big">${current().to_move} plays <b>${result.best_move}</b></div>` +
      `<dl><dt>score for ${current().to_move}</dt><dd id="engine-score">${scoreText(result)}</dd>` +
      `<dt>positions</dt><dd id="engine-nodes">${thousands(result.nodes)}</dd>` +
      `<dt>time</dt><dd>${result.time_ms.toFixed(1)} ms</dd>` +
      `<dt>search</dt><dd>${ALGO_NAMES[result.algo]}, ${limit}</dd></dl></div>`;
    app.moves.push(result.best_move);
    setBusy(false);
    await refresh();
  } catch (e) {
    setBusy(false);
    showError(e);
  }
}

function undo() {
  // Nothing of yours to take back: no move, or only the engine's first one.
  if (app.moves.length === 0 || (app.moves.length === 1 && app.states[0].to_move !== human())) return;
  app.generation += 1;
  setBusy(false);
  // Take back the last move and the engine's reply, back to a position where you are to move.
  do {
    app.moves.pop();
    app.states.pop();
  } while (app.moves.length > 0 && current().to_move !== human());
  $("last").innerHTML = "";
  app.selected = null;
  if (current().to_move !== human() && !current().over) {
    refresh();
  } else {
    draw();
  }
}

function setBusy(busy, message) {
  app.busy = busy;
  document.body.classList.toggle("busy", busy);
  if (busy) $("status").textContent = message;
  else if (current()) $("status").textContent = statusText(current());
}

function showError(e) {
  $("status").textContent = `Error: ${e.message}`;
  $("status").classList.add("error");
}

function statusText(state) {
  if (state.over) {
    if (state.winner == null) return "Draw.";
    return state.winner === human() ? `You win: ${state.status}.` : `The engine wins: ${state.status}.`;
  }
  return state.to_move === human() ? `Your move (${state.to_move}).` : `${state.to_move} to move.`;
}

// ---- drawing -----------------------------------------------------------------------------

function draw() {
  const state = current();
  $("status").classList.remove("error");
  $("status").textContent = statusText(state);
  const yourTurn = !state.over && state.to_move === human() && !app.busy;
  const board = $("board");
  board.className = `board game-${app.game.id}`;
  board.innerHTML = "";
  $("extra").innerHTML = "";
  if (state.board) drawGrid(board, state, yourTurn);
  else drawPile(board, state, yourTurn);
  // A pass is a move without a cell.
  for (const m of state.legal) {
    if (m.cell == null && state.board && yourTurn) {
      const pass = document.createElement("button");
      pass.type = "button";
      pass.textContent = `Pass (${m.move})`;
      pass.addEventListener("click", () => play(m.move));
      $("extra").appendChild(pass);
    }
  }
  $("history").textContent = app.moves.length ? `Moves: ${app.moves.join(" ")}` : "";
}

function drawGrid(board, state, yourTurn) {
  const height = state.board.length;
  const width = state.board[0].length;
  board.style.gridTemplateColumns = `repeat(${width}, 1fr)`;
  board.style.setProperty("--aspect", `${width} / ${height}`);
  // A game whose moves take a stone from one cell to another: two clicks, the stone then
  // where it goes.
  if (state.legal.some((m) => m.from)) {
    drawSteps(board, state, yourTurn);
    return;
  }
  const byCell = new Map();
  for (const m of state.legal) if (m.cell) byCell.set(`${m.cell[0]},${m.cell[1]}`, m.move);
  const byColumn = new Map();
  if (app.game.drops) for (const m of state.legal) if (m.cell) byColumn.set(m.cell[1], m.move);
  state.board.forEach((row, r) => row.forEach((content, c) => {
    const cell = cellButton(r, c, content);
    const move = app.game.drops ? byColumn.get(c) : byCell.get(`${r},${c}`);
    if (yourTurn && move !== undefined) {
      cell.classList.add("legal");
      if (byCell.get(`${r},${c}`) !== undefined) cell.classList.add("target");
      cell.dataset.move = move;
      cell.addEventListener("click", () => play(move));
    } else {
      cell.disabled = content === "-" ? !yourTurn : true;
    }
    board.appendChild(cell);
  }));
}

/** The cell button at row `r`, column `c`, with its stone if any. */
function cellButton(r, c, content) {
  const cell = document.createElement("button");
  cell.type = "button";
  cell.className = "cell";
  cell.dataset.row = r;
  cell.dataset.col = c;
  cell.setAttribute("aria-label", `row ${r + 1}, column ${c + 1}: ${content === "-" ? "empty" : content}`);
  if (content !== "-") {
    const stone = document.createElement("span");
    stone.className = `stone ${content === "X" ? "x" : "o"}`;
    stone.textContent = content;
    cell.appendChild(stone);
  }
  return cell;
}

/** The board of a game whose stones step: click one of your stones that can move (it is
 *  marked), then one of the cells it can go to; click it again to choose another. */
function drawSteps(board, state, yourTurn) {
  board.classList.add("steps");
  const key = (cell) => `${cell[0]},${cell[1]}`;
  const byFrom = new Map();
  for (const m of state.legal) {
    if (!m.from) continue;
    if (!byFrom.has(key(m.from))) byFrom.set(key(m.from), []);
    byFrom.get(key(m.from)).push(m);
  }
  const targets = new Map();
  if (yourTurn && byFrom.has(app.selected)) {
    for (const m of byFrom.get(app.selected)) targets.set(key(m.cell), m.move);
  }
  state.board.forEach((row, r) => row.forEach((content, c) => {
    const here = `${r},${c}`;
    const cell = cellButton(r, c, content);
    if (yourTurn && byFrom.has(here)) {
      cell.classList.add("movable");
      const chosen = app.selected === here;
      cell.classList.toggle("selected", chosen);
      cell.setAttribute("aria-pressed", String(chosen));
      cell.addEventListener("click", () => {
        app.selected = chosen ? null : here;
        draw();
      });
    } else if (targets.has(here)) {
      const move = targets.get(here);
      cell.classList.add("legal", "target");
      cell.dataset.move = move;
      cell.addEventListener("click", () => play(move));
    } else {
      cell.disabled = true;
    }
    board.appendChild(cell);
  }));
}

function drawPile(board, state, yourTurn) {
  board.style.gridTemplateColumns = "";
  const pile = document.createElement("div");
  pile.className = "pile";
  const token = "<span class=\"token\"></span>";
  const tokens = (n) => `<div class="tokens">${token.repeat(Math.min(n || 0, 40))}</div>`;
  const left = (n) => `${n} token${n === 1 ? "" : "s"} left`;
  pile.innerHTML = state.piles
    ? state.piles.map((n, i) => `${tokens(n)}<div class="count">pile ${i + 1}: ${left(n)}</div>`).join("")
    : `${tokens(state.pile)}<div class="count">${left(state.pile)}</div>`;
  board.appendChild(pile);
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
  if (!state || app.busy) return;
  const generation = app.generation;
  const body = { ...request(), depth: compareDepth(), depths: true };
  const button = $("compare");
  button.disabled = true;
  $("compare-out").innerHTML = `<p class="muted">Searching to depth ${body.depth}…</p>`;
  $("chart").innerHTML = "";
  try {
    const result = await api("/api/compare", body);
    if (generation !== app.generation) return;
    drawComparison(result);
    drawChart(result.by_depth);
  } catch (e) {
    $("compare-out").innerHTML = `<p class="error">Error: ${e.message}</p>`;
  } finally {
    button.disabled = false;
  }
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
  const all = byDepth.flatMap((d) => d.results.map((r) => Math.max(r.nodes, 1)));
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
  svg += "</svg>";
  const legend = algos.map((a) => `<span><span class="swatch" style="background:${ALGO_COLORS[a]}"></span>${ALGO_NAMES[a] || a}</span>`).join("");
  $("chart").innerHTML = `<h3>Positions examined per depth (log scale)</h3>${svg}<div class="legend">${legend}</div>`;
}

function superscript(n) {
  const digits = "⁰¹²³⁴⁵⁶⁷⁸⁹";
  return String(n).split("").map((c) => digits[Number(c)]).join("");
}

start().catch(showError);
