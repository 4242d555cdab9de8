// Drives the `gamedsl serve` page in headless Chromium: plays Connect Four by clicking, waits
// for the engine's replies, presses compare, and checks that the page shows the node counts the
// API returns for that position. Also plays the token game, moves a Kono stone by two clicks,
// places Quoridor's walls in their grooves, places and moves Hive's pieces on their hexagons,
// undoes; steps minimax and alpha-beta through the textbook tree; draws every bundled game at 1280 and 390 px wide and checks its cells, its marks and
// that it fits its panel; presses New game, switches the game and undoes during a search; and
// plays tic-tac-toe to the end with the keyboard alone. Then serves the program of an author's
// games (tests/author-program: a hex board, stones that step, and a step then a quadrant turned,
// which the page knows nothing of) and draws and plays one move of each from the API's
// description alone.
//
//   npm ci && node demo.test.mjs [--screenshot ../docs/demo.png] [--screenshots ../docs/screenshots] [--only CHECK]
//
// GAMEDSL names the program (default ../target/release/gamedsl); AUTHOR_PROGRAM the author's
// (default ../target/release/author-program); CHROMIUM the browser (default /usr/bin/chromium);
// WEB_DIR, if set, a folder of app.js and style.css served instead of the program's (to try a
// page edit without a rebuild; the test proper runs without it).

import assert from "node:assert/strict";
import { spawn } from "node:child_process";
import { createInterface } from "node:readline";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { chromium } from "playwright-core";

const here = path.dirname(fileURLToPath(import.meta.url));
const gamedsl = process.env.GAMEDSL || path.join(here, "..", "target", "release", "gamedsl");
const author = process.env.AUTHOR_PROGRAM || path.join(here, "..", "target", "release", "author-program");
const executablePath = process.env.CHROMIUM || "/usr/bin/chromium";
const screenshotAt = process.argv.indexOf("--screenshot");
const screenshot = screenshotAt > 0 ? process.argv[screenshotAt + 1] : null;
const screenshotsAt = process.argv.indexOf("--screenshots");
const screenshots = screenshotsAt > 0 ? process.argv[screenshotsAt + 1] : null;
/** `--only NAME`: one check alone (`safe-input`, `server-marks`, `boards-1280`, `boards-390`,
 *  `look`, `drawn`, `points`, `crossings`, `links`, `walls`, `hands`, `hive`, `author`),
 *  to try a change to the page quickly. */
const onlyAt = process.argv.indexOf("--only");
const only = onlyAt > 0 ? process.argv[onlyAt + 1] : null;

/** Starts `program`'s server on a free port; resolves to it and its base URL. */
function startServer(program) {
  const server = spawn(program, ["serve", "--port", "0"], { stdio: ["ignore", "pipe", "inherit"] });
  return new Promise((resolve, reject) => {
    server.on("error", reject);
    server.on("exit", (code) => reject(new Error(`${program} serve exited with ${code}`)));
    createInterface({ input: server.stdout }).once("line", (line) => {
      const match = line.match(/http:\/\/[^/\s]+\//);
      if (!match) reject(new Error(`no address in ${line}`));
      else resolve({ server, base: match[0] });
    });
  });
}

async function post(base, endpoint, body) {
  const response = await fetch(new URL(endpoint, base), {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  const data = await response.json();
  assert.equal(response.status, 200, JSON.stringify(data));
  return data;
}

/** The moves of the history under the board (`Moves: 4 3`): apart by spaces, or by commas
 *  where a move's own text holds a space (Hive's `wA1, bA1 wA1-`). */
function historyMoves(text) {
  const moves = text.replace(/^Moves:\s*/, "");
  return (moves.includes(", ") ? moves.split(", ") : moves.split(" ")).filter(Boolean);
}

/** The moves shown under the board. */
async function movesShown(page) {
  return historyMoves((await page.locator("#history").textContent()) || "");
}

/** Waits until `count` moves have been played and it is the player's turn (or the game is over). */
async function waitForMoves(page, count) {
  await page.waitForFunction((n) => {
    // As `historyMoves` reads them.
    const text = document.getElementById("history").textContent.replace(/^Moves:\s*/, "");
    const moves = (text.includes(", ") ? text.split(", ") : text.split(" ")).filter(Boolean);
    return moves.length === n && !document.body.classList.contains("busy");
  }, count, { timeout: 30000 });
}

async function check(page, base) {
  const step = (name) => console.log(`- ${name}`);
  await page.goto(base);
  await page.waitForSelector("#board .cell");

  step("every bundled game is offered");
  const games = await page.locator("#game option").evaluateAll((options) => options.map((o) => o.value));
  const listed = await (await fetch(new URL("/api/games", base))).json();
  assert.deepEqual(games, listed.games.map((g) => g.id));

  step("Connect Four: click a column, the engine replies");
  await page.selectOption("#game", "connect4");
  await page.selectOption("#algo", "alphabeta");
  await page.fill("#depth", "6");
  await page.waitForSelector("#board.game-connect4 .cell.legal");
  // Any cell of a column drops into it: click the top cell of column 4.
  await page.click('#board .cell[data-row="0"][data-col="3"]');
  await waitForMoves(page, 2);
  let moves = await movesShown(page);
  assert.equal(moves[0], "4");
  let engine = await post(base, "/api/analyze", { game: "connect4", moves: "4", algo: "alphabeta", depth: 6 });
  assert.equal(moves[1], engine.best_move);
  assert.equal(Number(await page.locator("#engine-move").getAttribute("data-nodes")), engine.nodes);
  assert.equal((await page.locator("#engine-nodes").textContent()).replaceAll(",", ""), String(engine.nodes));

  step("a second move: column 3, clicked at the bottom");
  await page.click('#board .cell[data-row="5"][data-col="2"]');
  await waitForMoves(page, 4);
  moves = await movesShown(page);
  assert.equal(moves[2], "3");
  engine = await post(base, "/api/analyze", { game: "connect4", moves: moves.slice(0, 3).join(" "), algo: "alphabeta", depth: 6 });
  assert.equal(moves[3], engine.best_move);
  const state = await post(base, "/api/state", { game: "connect4", moves: moves.join(" ") });
  const stones = await page.locator("#board .stone").count();
  assert.equal(stones, 4);
  assert.equal(state.board.flat().filter((c) => c !== "-").length, 4);

  step("compare: the node counts shown are the API's");
  await page.click("#compare");
  await page.waitForSelector("#compare-table tbody tr");
  const shown = await page.locator("#compare-table tbody tr").evaluateAll((rows) =>
    rows.map((row) => ({ algo: row.dataset.algo, nodes: Number(row.querySelector(".nodes").dataset.nodes), text: row.querySelector(".nodes").textContent })));
  const depthUsed = Math.min(6, listed.games.find((g) => g.id === "connect4").max_depth.compare);
  const compared = await post(base, "/api/compare", { game: "connect4", moves: moves.join(" "), depth: depthUsed, depths: true });
  assert.deepEqual(shown.map((r) => ({ algo: r.algo, nodes: r.nodes })),
    compared.results.map((r) => ({ algo: r.algo, nodes: r.nodes })));
  for (const row of shown) assert.ok(row.text.replaceAll(",", "").startsWith(String(row.nodes)), row.text);
  const lines = await page.locator("#chart svg polyline:not(.theory)").count();
  assert.equal(lines, compared.results.length);
  // b^d and its square root beside the counts: two lines on the chart, and the figures below
  // the table as the API gives them.
  assert.equal(await page.locator("#chart svg polyline.theory").count(), 2);
  const theory = await page.locator("#compare-out p.theory").textContent();
  assert.ok(theory.includes(`b = ${compared.theory.b} `), theory);
  assert.ok(theory.includes(`b^${depthUsed} = ${compared.theory.b_to_d.toLocaleString("en-US")}`), theory);
  const points = await page.locator("#chart svg circle").count();
  assert.equal(points, compared.results.length * compared.by_depth.length);
  if (screenshot) {
    await page.screenshot({ path: screenshot });
    step(`screenshot saved: ${screenshot}`);
  }

  step("a move marks the comparison as one of the position before it; undo back to it unmarks it");
  assert.equal(await page.locator("#stale-note").count(), 0);
  await page.click('#board .cell[data-row="5"][data-col="0"]');
  await waitForMoves(page, 6);
  const later = (await movesShown(page)).slice(4);
  assert.equal(await page.locator("#stale-note").textContent(),
    `For the position before ${later.join(" ")}: press Compare for the one on the board.`);
  assert.ok(await page.locator("#compare-out").evaluate((e) => e.classList.contains("stale")));
  await page.click("#undo");
  await waitForMoves(page, 4);
  assert.equal(await page.locator("#stale-note").count(), 0, "the comparison is of the position on the board again");

  step("undo takes back your move and the reply");
  await page.click("#undo");
  await page.waitForFunction(() => document.getElementById("history").textContent.split(" ").filter(Boolean).length === 3);
  assert.deepEqual(await movesShown(page), moves.slice(0, 2));
  assert.ok(await page.locator("#stale-note").textContent(), "an undone comparison is marked");

  step("the token game: take buttons, the engine replies");
  await page.selectOption("#game", "tokens");
  await page.waitForSelector("button.take");
  await page.click('button.take[data-move="1"]');
  await waitForMoves(page, 2);
  assert.equal((await movesShown(page))[1], "1", "from 4 tokens the winning reply takes 1");

  step("Kono: click a stone, then where it steps; the engine replies");
  await page.selectOption("#game", "kono");
  await page.selectOption("#algo", "alphabeta");
  await page.fill("#depth", "4");
  await page.waitForSelector("#board.game-kono .cell.movable");
  // Nothing to click but your movable stones before one is chosen.
  assert.equal(await page.locator("#board.game-kono .cell.target").count(), 0);
  const movable = await page.locator("#board .cell.movable").count();
  const kono = await post(base, "/api/state", { game: "kono" });
  assert.equal(movable, new Set(kono.legal.map((m) => m.from.join(","))).size);
  // b5 (row 5, column b) can go to c4 only: a4 holds a stone.
  await page.click('#board .cell[data-row="4"][data-col="1"]');
  await page.waitForSelector("#board .cell.selected");
  const targets = await page.locator("#board .cell.target").evaluateAll((cells) => cells.map((c) => c.dataset.move));
  assert.deepEqual(targets, ["b5c4"]);
  // Clicking the stone again lets it go; choose it once more and step.
  await page.click('#board .cell[data-row="4"][data-col="1"]');
  assert.equal(await page.locator("#board .cell.target").count(), 0);
  await page.click('#board .cell[data-row="4"][data-col="1"]');
  await page.click('#board .cell[data-row="3"][data-col="2"]');
  await waitForMoves(page, 2);
  moves = await movesShown(page);
  assert.equal(moves[0], "b5c4");
  engine = await post(base, "/api/analyze", { game: "kono", moves: "b5c4", algo: "alphabeta", depth: 4 });
  assert.equal(moves[1], engine.best_move);
  assert.equal(await page.locator("#board .stone").count(), 14);

}

/** Two clicks 50 ms apart on an empty tic-tac-toe board, with every position answered 300 ms
 *  late (a slow network, a large position): the second click is no move, for you or for the
 *  engine; the board holds one stone of each side; the status never says "O to move." with
 *  nothing to click; Undo is disabled with nothing to undo. */
async function checkSafeInput(page, base) {
  console.log("- two quick clicks play one move; Undo only with something to undo");
  await chooseGame(page, "tictactoe");
  await page.selectOption("#algo", "alphabeta");
  await page.fill("#depth", "2");
  await page.dispatchEvent("#depth", "input");
  assert.equal(await page.locator("#undo").isDisabled(), true, "nothing to undo at the start");
  await page.evaluate(() => {
    window.statuses = [];
    const status = document.getElementById("status");
    new MutationObserver(() => window.statuses.push(status.textContent))
      .observe(status, { childList: true, characterData: true, subtree: true });
  });
  await page.route("**/api/state", async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 300));
    await route.continue();
  });
  const centre = async (n) => {
    const box = await page.locator(`#board .cell[data-move="${n}"]`).boundingBox();
    return [box.x + box.width / 2, box.y + box.height / 2];
  };
  const [one, nine] = [await centre(1), await centre(9)];
  await page.mouse.click(...one);
  await new Promise((resolve) => setTimeout(resolve, 50));
  await page.mouse.click(...nine);
  await waitForMoves(page, 2);
  await new Promise((resolve) => setTimeout(resolve, 700));
  await page.unroute("**/api/state");
  const moves = await movesShown(page);
  assert.equal(moves.length, 2, `one move each: ${moves.join(" ")}`);
  assert.equal(moves[0], "1");
  const engine = await post(base, "/api/analyze", { game: "tictactoe", moves: "1", algo: "alphabeta", depth: 2 });
  assert.equal(moves[1], engine.best_move);
  const drawn = await drawnBoard(page);
  assert.equal([...drawn].filter((c) => c === "X").length, 1, drawn);
  assert.equal([...drawn].filter((c) => c === "O").length, 1, drawn);
  assert.equal(drawn[0], "X", drawn);
  const statuses = await page.evaluate(() => window.statuses);
  assert.ok(!statuses.includes("O to move."), `a status with nothing to click: ${statuses.join(" | ")}`);
  assert.equal(await page.locator("#undo").isDisabled(), false, "your move can be undone");
}

/** How the pixels of `locator` (or an element handle) change from one look to another, shot before and after
 *  `change` (which `restore` undoes): the pixels changed, and the contrast ratio (WCAG) of each
 *  changed pixel's new colour against its old one: the median, and how many reach 3:1. */
async function contrastOf(page, locator, change, restore) {
  await page.mouse.move(0, 0);
  const before = (await locator.screenshot()).toString("base64");
  await change();
  const after = (await locator.screenshot()).toString("base64");
  await restore();
  const box = await locator.boundingBox();
  const measured = await page.evaluate(async ([a, b]) => {
    const load = async (text) => {
      const bytes = Uint8Array.from(atob(text), (c) => c.charCodeAt(0));
      const bitmap = await createImageBitmap(new Blob([bytes], { type: "image/png" }));
      const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
      const context = canvas.getContext("2d");
      context.drawImage(bitmap, 0, 0);
      return context.getImageData(0, 0, bitmap.width, bitmap.height).data;
    };
    const [p, q] = [await load(a), await load(b)];
    const channel = (v) => { const c = v / 255; return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4; };
    const luminance = (d, i) => 0.2126 * channel(d[i]) + 0.7152 * channel(d[i + 1]) + 0.0722 * channel(d[i + 2]);
    const ratios = [];
    for (let i = 0; i < Math.min(p.length, q.length); i += 4) {
      if (p[i] === q[i] && p[i + 1] === q[i + 1] && p[i + 2] === q[i + 2]) continue;
      const [x, y] = [luminance(p, i), luminance(q, i)];
      ratios.push((Math.max(x, y) + 0.05) / (Math.min(x, y) + 0.05));
    }
    ratios.sort((x, y) => x - y);
    return {
      changed: ratios.length,
      median: ratios.length ? ratios[Math.floor(ratios.length / 2)] : 1,
      strong: ratios.filter((r) => r >= 3).length,
    };
  }, [before, after]);
  return { ...measured, width: box.width, height: box.height };
}

/** The focus ring of the board's tab stop, reached with Tab, against the same cell unfocused;
 *  the dot of a cell that plays and the ring of a stone that can move, against the same cell
 *  without them: each at least 3:1 against the board in most of the pixels it changes. */
async function checkContrast(page, id) {
  await page.focus("#human");
  for (let i = 0; i < 12 && !(await page.evaluate(() => document.getElementById("board").contains(document.activeElement))); i++) {
    await page.keyboard.press("Tab");
  }
  const stop = page.locator('#board .cell[tabindex="0"]');
  assert.ok(await stop.evaluate((cell) => cell === document.activeElement), `${id}: Tab reaches the board`);
  const ring = await contrastOf(page, stop,
    () => page.evaluate(() => document.activeElement.blur()), () => stop.focus());
  console.log(`  ${id}: the focus ring: median contrast ${ring.median.toFixed(2)}:1`);
  assert.ok(ring.median >= 3 && ring.strong >= 2 * (ring.width + ring.height),
    `${id}: the focus ring: ${JSON.stringify(ring)}`);
  await page.evaluate(() => document.activeElement.blur());
  const classes = (cell, names, on) => cell.evaluate((c, [n, o]) => n.forEach((name) => c.classList.toggle(name, o)), [names, on]);
  if (await page.locator("#board.sparse").count()) {
    // A handle, not a locator: the cell stays the same once its classes change.
    const dot = await page.locator("#board .cell.target:not(:has(.stone))").first().elementHandle({ timeout: 1000 }).catch(() => null);
    if (dot) {
      const mark = await contrastOf(page, dot, () => classes(dot, ["target", "legal"], false), () => classes(dot, ["target", "legal"], true));
      console.log(`  ${id}: a legal move's dot: median contrast ${mark.median.toFixed(2)}:1`);
      assert.ok(mark.median >= 3 && mark.strong >= 20, `${id}: the dot of a legal move: ${JSON.stringify(mark)}`);
    }
  }
  const movable = await page.locator("#board .cell.movable:has(.stone)").first().elementHandle({ timeout: 1000 }).catch(() => null);
  if (movable) {
    const mark = await contrastOf(page, movable, () => classes(movable, ["movable"], false), () => classes(movable, ["movable"], true));
    console.log(`  ${id}: a movable stone's ring: median contrast ${mark.median.toFixed(2)}:1`);
    assert.ok(mark.median >= 3 && mark.strong >= 20, `${id}: the ring of a stone that can move: ${JSON.stringify(mark)}`);
  }
}

/** Draws the position after `moves` on the page as it would after playing them, you playing
 *  the side to move then (so that the engine does not reply). */
async function showMoves(page, id, moves) {
  await chooseGame(page, id);
  await page.evaluate(async (list) => {
    cancel();
    app.moves = list;
    app.states = [];
    const state = await api("/api/state", request());
    document.getElementById("human").value = state.to_move;
    await refresh();
  }, moves);
  await page.waitForFunction((n) => {
    // As `historyMoves` reads them.
    const text = document.getElementById("history").textContent.replace(/^Moves:\s*/, "");
    return (text.includes(", ") ? text.split(", ") : text.split(" ")).filter(Boolean).length === n;
  }, moves.length);
}

/** The cells of the drawn board that carry the class `name`, as `[row, column]`. */
function cellsMarked(page, name) {
  return page.locator(`#board .cell.${name}`).evaluateAll((cells) =>
    cells.map((c) => [Number(c.dataset.row), Number(c.dataset.col)]));
}

/** What the server says a move does, and the page marks: an upward jump in draughts (its
 *  start, the stone it takes, its end), Konane's jump likewise, the misère line (the loser's),
 *  draughts' checkerboard and its kings. */
async function checkServerMarks(page, base) {
  console.log("- moves as the server gives them: an upward jump, the misère line, the checkerboard");
  // X's d7b5 after a6b5 b3a4 c6d5 a4c6: d7 is row 7 from the top, column d, [6, 3]; it jumps
  // c6 [5, 2] to b5 [4, 1].
  const jumped = "a6b5 b3a4 c6d5 a4c6 d7b5";
  const jump = await post(base, "/api/state", { game: "checkers", moves: jumped });
  assert.deepEqual([jump.last.from, jump.last.captures, jump.last.cell, jump.last.path],
    [[6, 3], [[5, 2]], [4, 1], [[6, 3], [4, 1]]], JSON.stringify(jump.last));
  await showMoves(page, "checkers", jumped.split(" "));
  assert.deepEqual(await cellsMarked(page, "last-left"), [[6, 3]], "the jump's start");
  assert.deepEqual(await cellsMarked(page, "captured"), [[5, 2]], "the stone taken");
  assert.deepEqual(await cellsMarked(page, "last-move"), [[4, 1]], "the jump's end");
  // Before X's jump, the status says that it must capture.
  await showMoves(page, "checkers", jumped.split(" ").slice(0, 4));
  assert.equal(await page.locator("#status").textContent(), "Your move (X): a capture is compulsory.");
  await showMoves(page, "checkers", jumped.split(" "));
  // Two colours of squares in a checkerboard, the men on the dark ones.
  const squares = await page.locator("#board .cell").evaluateAll((cells) => cells.map((c) => ({
    at: [Number(c.dataset.row), Number(c.dataset.col)],
    colour: getComputedStyle(c, "::after").backgroundColor,
  })));
  const colour = (r, c) => squares.find((s) => s.at[0] === r && s.at[1] === c).colour;
  assert.notEqual(colour(0, 0), colour(0, 1), "a checkerboard");
  for (const s of squares) assert.equal(s.colour, colour(0, (s.at[0] + s.at[1]) % 2), `square ${s.at}`);
  const start = await post(base, "/api/state", { game: "checkers" });
  start.board.forEach((row, r) => row.forEach((content, c) => {
    if (content !== "-") assert.equal(colour(r, c), colour(0, 1), `a man on a dark square at ${[r, c]}`);
  }));
  // A king's crown is not the colour of the last move's mark.
  const crown = await page.evaluate(() => {
    const stone = document.createElement("span");
    stone.className = "stone x promoted";
    document.querySelector("#board .cells").appendChild(stone);
    const colours = [getComputedStyle(stone, "::before").borderTopColor,
      getComputedStyle(document.getElementById("board")).getPropertyValue("--mark").trim()];
    stone.remove();
    return colours;
  });
  assert.notEqual(crown[0], "rgb(237, 174, 73)", `the crown ${crown[0]}, the mark ${crown[1]}`);
  assert.equal(crown[1], "#edae49");
  // Konane: a jump's start, the stone it takes and its end, from the server.
  const konane = await post(base, "/api/state", { game: "konane", moves: "" });
  let after = konane;
  const played = [];
  while (after.legal.every((m) => m.path.length < 2)) {
    played.push(after.legal[0].move);
    after = await post(base, "/api/state", { game: "konane", moves: played.join(" ") });
  }
  const hop = after.legal.find((m) => m.path.length === 2);
  const done = await post(base, "/api/state", { game: "konane", moves: [...played, hop.move].join(" ") });
  const [[r0, c0], [r1, c1]] = hop.path;
  assert.deepEqual([done.last.from, done.last.captures, done.last.cell],
    [[r0, c0], [[(r0 + r1) / 2, (c0 + c1) / 2]], [r1, c1]], `konane ${hop.move}: ${JSON.stringify(done.last)}`);
  // Misère: X loses by 1-4-7 (after O's 2, 3, 5, 9 make 3-5-7 of O, O, X): the line is X's.
  const misere = await post(base, "/api/state", { game: "tictactoe-misere", moves: "1 2 6 3 4 5 8 9 7" });
  assert.equal(misere.winner, "O");
  assert.deepEqual(misere.line, [[0, 0], [1, 0], [2, 0]]);
  await showMoves(page, "tictactoe-misere", "1 2 6 3 4 5 8 9 7".split(" "));
  assert.deepEqual((await cellsMarked(page, "win")).map(String).sort(), ["0,0", "1,0", "2,0"]);
  assert.equal(await page.locator("#status").textContent(), "You win: O wins (X made a line, and loses).");
  await page.evaluate(() => { document.getElementById("human").value = "X"; });
  await page.click("#new");
}

/** Clicks the cells of `cells` (`[row, column]`) one after another on the drawn board. */
async function clickCells(page, cells) {
  for (const [r, c] of cells) await page.click(`#board .cell[data-row="${r}"][data-col="${c}"]`);
}

/** The board as the page draws it: a string of the cells' contents, row by row (`-` empty, the
 *  stone's side, `*` a blocked cell), promoted stones in lower case. */
function drawnBoard(page) {
  return page.locator("#board .cell").evaluateAll((cells) => cells.map((cell) => {
    if (cell.querySelector(".blocked")) return "*";
    const stone = cell.querySelector(".stone");
    if (!stone) return "-";
    return stone.classList.contains("promoted") ? stone.textContent.toLowerCase() : stone.textContent;
  }).join(""));
}

/** Games whose moves touch several cells, each played by clicks along a move's path: the
 *  position after it is the one the API gives for that move. */
async function checkPaths(page, base) {
  console.log("- moves clicked along their paths: a step, a domino, an Amazons turn, a checkers move");
  for (const [id, move] of [["breakthrough", "a7a6"], ["amazons6", "b6b3e3"], ["checkers", "c6d5"]]) {
    await chooseGame(page, id);
    await page.selectOption("#algo", "alphabeta");
    await page.fill("#depth", "1");
    await page.dispatchEvent("#depth", "input");
    const start = await post(base, "/api/state", { game: id });
    const legal = start.legal.find((m) => m.move === move);
    assert.ok(legal, `${id}: ${move} is legal: ${start.legal.map((m) => m.move).join(" ")}`);
    const [first, ...rest] = legal.path;
    await clickCells(page, [first]);
    await page.waitForSelector("#board .cell.selected");
    // Escape lets go; the first cell again, then the rest of the path.
    await page.keyboard.press("Escape");
    assert.equal(await page.locator("#board .cell.selected").count(), 0, `${id}: Escape lets go`);
    await clickCells(page, [first]);
    for (const [i, [r, c]] of rest.entries()) {
      const next = page.locator(`#board .cell[data-row="${r}"][data-col="${c}"]`);
      const last = i === rest.length - 1;
      assert.ok(await next.evaluate((cell, cls) => cell.classList.contains(cls), last ? "target" : "next"),
        `${id}: ${[r, c]} marked as the ${last ? "last" : "next"} cell of ${move}`);
      await next.click();
    }
    // Your move, then the engine's reply: the page draws the position after both, the path
    // of your move marked as the move before.
    await waitForMoves(page, 2);
    const moves = await movesShown(page);
    assert.equal(moves[0], move, `${id}: the move clicked`);
    const now = await post(base, "/api/state", { game: id, moves: moves.join(" ") });
    assert.equal(await drawnBoard(page), now.board.flat().join(""), `${id}: the board drawn`);
    const after = await post(base, "/api/state", { game: id, moves: move });
    assert.notEqual(after.board.flat().join(""), start.board.flat().join(""), `${id}: ${move} changed the board`);
    assert.deepEqual(after.last.path, legal.path, `${id}: the last move's path`);
    const marked = await page.locator("#board .cell.last-path").evaluateAll((cells) =>
      cells.map((c) => [Number(c.dataset.row), Number(c.dataset.col)]));
    assert.deepEqual(marked.map(String).sort(), [...new Set(now.last.path.map(String))].sort(), `${id}: the reply's path marked`);
  }
  // Amazons: the arrow's cell is drawn blocked after the turn.
  const amazons = await post(base, "/api/state", { game: "amazons6", moves: "b6b3e3" });
  assert.equal(amazons.board[2][4], "*");
  assert.deepEqual(amazons.pieces["*"], { side: null, kind: "blocked" });
}

/** Boards drawn from each game's own description (its `layout`, from `Notation::LOOK`):
 *  dominoes as one shape placed by hovering and clicking either cell, Konane's removable
 *  stones marked, Pentago's quadrants, Kalah's pits and stores, Gomoku's rows numbered, the
 *  last take of a pile game marked. */
async function checkLook(page, base) {
  console.log("- boards from the games' descriptions: dominoes, removable stones, quadrants, blocks to play in, pits, rows, piles");
  const listed = await (await fetch(new URL("/api/games", base))).json();
  const layout = (id) => listed.games.find((g) => g.id === id).layout;
  assert.equal(layout("checkers").checkered, 1);
  assert.equal(layout("checkers").kings, true);
  assert.equal(layout("konane").checkered, 1);
  assert.equal(layout("othello").checkered, null);
  assert.equal(layout("domineering").stones, "dominoes");
  assert.equal(layout("amazons").arrows, true);
  assert.equal(layout("pentago").blocks, 3);
  assert.deepEqual(layout("kalah"), { kind: "pits", per_side: 6, stores: true });
  assert.deepEqual(layout("gomoku").rows, Array.from({ length: 15 }, (_, i) => String(i + 1)));

  // Why a game ended, from the server: Kono drawn at its limit of 100 plies, a line.
  const kono = await post(base, "/api/state", { game: "kono", position: "OOOOOO---O-----X---XXXXXX X 100" });
  assert.deepEqual([kono.over, kono.winner, kono.ending], [true, null, "the ply limit"]);
  assert.equal(await page.evaluate((s) => statusText(s), kono), "Draw: the ply limit.");
  const line = await post(base, "/api/state", { game: "tictactoe", moves: "1 4 2 5 3" });
  assert.equal(line.ending, "a line");
  const going = await post(base, "/api/state", { game: "tictactoe", moves: "1" });
  assert.equal(going.ending, null);

  // Domineering: X's dominoes are vertical. The pointer over the lower half of c3 shows the
  // domino c3-c4 (row 3 from the top is index 2); a click places it, one shape two cells tall.
  await chooseGame(page, "domineering");
  await page.selectOption("#algo", "alphabeta");
  await page.fill("#depth", "1");
  await page.dispatchEvent("#depth", "input");
  const cell = (r, c) => page.locator(`#board .cell[data-row="${r}"][data-col="${c}"]`);
  const size = (await cell(0, 0).boundingBox()).width;
  assert.equal(await page.locator("#board .domino").count(), 0, "no domino at the start");
  await cell(2, 2).hover({ position: { x: size / 2, y: size * 0.85 } });
  const preview = await page.locator("#board .domino.preview").boundingBox();
  assert.ok(preview, "a domino shown on hover");
  assert.ok(Math.abs(preview.height - preview.width - size) < 2, `the preview spans two cells down: ${JSON.stringify(preview)}`);
  const hinted = await page.locator("#board .cell.hinted").evaluateAll((cells) => cells.map((c) => [Number(c.dataset.row), Number(c.dataset.col)]));
  assert.deepEqual(hinted.map(String).sort(), ["2,2", "3,2"]);
  // The pointer over the upper half of the lower cell shows the same domino.
  await cell(3, 2).hover({ position: { x: size / 2, y: size * 0.15 } });
  const again = await page.locator("#board .cell.hinted").evaluateAll((cells) => cells.map((c) => [Number(c.dataset.row), Number(c.dataset.col)]));
  assert.deepEqual(again.map(String).sort(), ["2,2", "3,2"], "either cell of the pair");
  await cell(3, 2).click({ position: { x: size / 2, y: size * 0.15 } });
  await waitForMoves(page, 2);
  const dominoMoves = await movesShown(page);
  assert.equal(dominoMoves[0], "c3c4");
  const shapes = await page.locator("#board .domino").evaluateAll((ds) => ds.map((d) => {
    const r = d.getBoundingClientRect();
    return { x: d.classList.contains("x"), w: r.width, h: r.height };
  }));
  assert.equal(shapes.length, 2, "two dominoes, each one shape");
  const mine = shapes.find((d) => d.x), theirs = shapes.find((d) => !d.x);
  assert.ok(mine.h > 1.5 * size && mine.w < size, `X's domino upright: ${JSON.stringify(mine)}`);
  assert.ok(theirs.w > 1.5 * size && theirs.h < size, `O's domino lying: ${JSON.stringify(theirs)}`);
  assert.equal(await page.locator("#board .cell.in-domino .stone").evaluateAll((ss) => ss.filter((st) => getComputedStyle(st).visibility !== "hidden").length), 0);

  // Amazons: once the queen's square is chosen, the queen is drawn there while the arrow is
  // chosen, and its start empty.
  await chooseGame(page, "amazons6");
  const amazons = await post(base, "/api/state", { game: "amazons6" });
  const turn = amazons.legal.find((m) => m.move === "b6b3e3");
  await clickCells(page, turn.path.slice(0, 2));
  const [[fr, fc], [tr, tc]] = turn.path;
  assert.equal(await cell(fr, fc).locator(".stone").count(), 0, "the queen's start drawn empty");
  assert.equal(await cell(tr, tc).locator(".stone.x").count(), 1, "the queen drawn where it goes");
  await page.keyboard.press("Escape");
  assert.equal(await cell(fr, fc).locator(".stone.x").count(), 1, "back on its start once let go");

  // Konane: at the start the stones X may remove are marked, and only those (the pointer
  // away from the board and nothing focused: a hovered or focused mark is drawn solid).
  await page.mouse.move(0, 0);
  await chooseGame(page, "konane");
  await page.evaluate(() => document.activeElement && document.activeElement.blur());
  const konane = await post(base, "/api/state", { game: "konane" });
  const removable = await page.locator("#board .cell.removable").evaluateAll((cells) =>
    cells.map((c) => [Number(c.dataset.row), Number(c.dataset.col), getComputedStyle(c.querySelector(".stone")).outlineStyle]));
  assert.deepEqual(removable.map(([r, c]) => `${r},${c}`).sort(), konane.legal.map((m) => String(m.path[0])).sort());
  assert.ok(removable.length > 0 && removable.every(([, , style]) => style === "dashed"), JSON.stringify(removable));

  // Pentago: a line between the quadrants, three cells from the top and from the left.
  await chooseGame(page, "pentago");
  const lines = await page.locator("#board .block-line").evaluateAll((ls) => ls.map((l) => {
    const r = l.getBoundingClientRect();
    return { vertical: l.classList.contains("vertical"), x: r.x + r.width / 2, y: r.y + r.height / 2 };
  }));
  assert.equal(lines.length, 2);
  const origin = await cell(0, 0).boundingBox();
  const third = (await cell(0, 0).boundingBox()).width * 3;
  assert.ok(Math.abs(lines.find((l) => l.vertical).x - (origin.x + third)) < 1.5, JSON.stringify(lines));
  assert.ok(Math.abs(lines.find((l) => !l.vertical).y - (origin.y + third)) < 1.5, JSON.stringify(lines));

  // Ultimate tic-tac-toe: lines between the nine blocks; after a move, the blocks where the
  // next stone may go (the block the last move sends to) are outlined, and only those.
  assert.equal(layout("ultimate-tictactoe").blocks, 3);
  await chooseGame(page, "ultimate-tictactoe");
  assert.equal(await page.locator("#board .block-line").count(), 4);
  assert.equal(await page.locator("#board .block-open").count(), 0, "any block at the start");
  await cell(0, 2).click();
  await page.waitForFunction(() => document.getElementById("history").textContent.includes("Moves:")
    && !document.body.classList.contains("busy"), null, { timeout: 30000 });
  const utttState = await post(base, "/api/state", { game: "ultimate-tictactoe", moves: (await movesShown(page)).join(" ") });
  const utttEmpty = utttState.board.flat().filter((c) => c === "-").length;
  const utttSize = (await cell(0, 0).boundingBox()).width;
  const utttOrigin = await cell(0, 0).boundingBox();
  const expectedBlocks = utttState.legal.length < utttEmpty
    ? [...new Set(utttState.legal.map((m) => `${Math.floor(m.cell[0] / 3)},${Math.floor(m.cell[1] / 3)}`))].sort()
    : [];
  const outlined = (await page.locator("#board .block-open").evaluateAll((bs) => bs.map((b) => {
    const r = b.getBoundingClientRect();
    return [r.y, r.x];
  }))).map(([y, x]) => `${Math.round((y - utttOrigin.y) / (3 * utttSize))},${Math.round((x - utttOrigin.x) / (3 * utttSize))}`).sort();
  assert.deepEqual(outlined, expectedBlocks, "the blocks outlined are those of the legal cells");
  assert.ok(utttState.legal.length > 0);
  // A block won: X's 2, 3 and 1 (O's 4 and 7 send X back to it) take the top left block. The
  // winner's letter stands over that block, the block's own cells; no other block is marked.
  assert.equal(await page.locator("#board .block-won").count(), 0, "no block won yet");
  await showMoves(page, "ultimate-tictactoe", ["2", "4", "3", "7", "1"]);
  const wonState = await post(base, "/api/state", { game: "ultimate-tictactoe", moves: "2 4 3 7 1" });
  assert.deepEqual(wonState.blocks_won, ["X", null, null, null, null, null, null, null, null]);
  const won = await page.locator("#board .block-won").evaluateAll((bs) => bs.map((b) => {
    const r = b.getBoundingClientRect();
    return { block: Number(b.dataset.block), owner: b.dataset.owner, text: b.textContent, x: r.x, y: r.y, w: r.width, h: r.height,
      colour: getComputedStyle(b).color };
  }));
  assert.deepEqual(won.map((w) => [w.block, w.owner, w.text]), [[0, "X", "X"]], "the block won marked with its winner");
  const [topLeft, inner] = [await cell(0, 0).boundingBox(), await cell(2, 2).boundingBox()];
  assert.ok(Math.abs(won[0].x - topLeft.x) < 1.5 && Math.abs(won[0].y - topLeft.y) < 1.5
    && Math.abs(won[0].x + won[0].w - (inner.x + inner.width)) < 1.5 && Math.abs(won[0].y + won[0].h - (inner.y + inner.height)) < 1.5,
  `the mark over the block: ${JSON.stringify([won[0], topLeft, inner])}`);
  // In X's colour (red), as X's letters on the board.
  const [red, green, blue] = won[0].colour.match(/\d+/g).map(Number);
  assert.ok(red > 2 * green && red > 2 * blue, `X's colour: ${won[0].colour}`);
  if (screenshots) await page.screenshot({ path: path.join(screenshots, "ultimate-tictactoe-won-1280.png"), scale: "css" });
  await page.selectOption("#human", "X");

  // Kalah: two rows of six pits with their seeds, a store at each end; a click on a pit sows it.
  await chooseGame(page, "kalah");
  const pits = await page.locator("#board .pit").evaluateAll((ps) => ps.map((p) => ({
    side: p.dataset.side, pit: Number(p.dataset.pit), seeds: p.querySelector(".seeds").textContent,
    y: p.getBoundingClientRect().y, x: p.getBoundingClientRect().x, legal: p.classList.contains("legal"),
  })));
  assert.equal(pits.length, 12);
  assert.ok(pits.every((p) => p.seeds === "4"));
  const xs = pits.filter((p) => p.side === "X"), os = pits.filter((p) => p.side === "O");
  assert.ok(xs.every((p) => p.y > os[0].y), "X's pits below O's");
  assert.ok(xs[0].x < xs[5].x && xs[0].pit === 1, "X's pits 1 to 6 from the left");
  assert.ok(os.find((p) => p.pit === 1).x > os.find((p) => p.pit === 6).x, "O's pit 1 on the right");
  assert.deepEqual(await page.locator("#board .store .seeds").allTextContents(), ["0", "0"]);
  const sow = await post(base, "/api/state", { game: "kalah" });
  const single = sow.legal.find((m) => m.move.length === 1);
  assert.ok(await page.locator("#board .pit.legal[data-begins]").count() > 0, "a pit that sows into the store begins a longer turn");
  await page.click(`#board .pit.x[data-pit="${single.move}"]`);
  await page.waitForFunction(() => document.getElementById("history").textContent.includes("Moves:")
    && !document.body.classList.contains("busy"), null, { timeout: 30000 });
  assert.equal((await movesShown(page))[0], single.move);

  // Gomoku: rows numbered 1 to 15 beside the board.
  await chooseGame(page, "gomoku");
  const rows = await page.locator("#board .coord.row.start").allTextContents();
  assert.deepEqual(rows, Array.from({ length: 15 }, (_, i) => String(i + 1)));

  // Nim: the pile the last move took from is marked.
  await chooseGame(page, "nim");
  assert.equal(await page.locator("#board .pile.last-move").count(), 0);
  await page.locator("#extra button.take").first().click();
  await page.waitForFunction(() => document.querySelector("#board .pile.last-move")
    && !document.body.classList.contains("busy"), null, { timeout: 30000 });
  const nimMoves = await movesShown(page);
  const last = nimMoves[nimMoves.length - 1];
  const pile = await page.locator("#board .pile.last-move").getAttribute("data-pile");
  assert.equal(pile, last.split(":")[0]);
  assert.match(await page.locator("#board .pile.last-move .count").textContent(), new RegExp(`took ${last.split(":")[1]}$`));
}

/** Oware's first plies to a capture: X's 2 sows six seeds, the last in O's pit 2, which then
 *  holds 2 and is taken. */
const OWARE_CAPTURE = ["1", "2", "6", "4", "2"];

/** Boards of issue 31's last defects, each drawn from the layout: dots and boxes' dots, edges
 *  and boxes, played edge by edge; Pentago's turn chosen by an arrow on its quadrant; Oware's
 *  seeds captured and the pits its last turn emptied; Amazons' arrow targets against the board;
 *  pieces of several kinds drawn as chess symbols or their letters. */
async function checkDrawn(page, base) {
  console.log("- dots and boxes drawn and played edge by edge; Pentago's turns; Oware's captures; pieces of kinds");
  const listed = await (await fetch(new URL("/api/games", base))).json();
  const layout = (id) => listed.games.find((g) => g.id === id).layout;
  const depthOne = async () => {
    await page.selectOption("#algo", "alphabeta");
    await page.fill("#depth", "1");
    await page.dispatchEvent("#depth", "input");
  };
  const centre = (b) => [b.x + b.width / 2, b.y + b.height / 2];

  // Dots and boxes: 3 x 3 dots, 12 edges each joining two of them, 4 open boxes; every edge
  // can be drawn at the start and plays its move at once.
  const boxes = layout("dots-and-boxes");
  assert.equal(boxes.kind, "edges");
  assert.deepEqual([boxes.columns, boxes.rows, boxes.edges.length], [2, 2, 12]);
  await page.selectOption("#human", "X");
  await chooseGame(page, "dots-and-boxes");
  await depthOne();
  assert.equal(await page.locator("#board .dot").count(), 9);
  assert.equal(await page.locator("#board .box").count(), 4);
  assert.equal(await page.locator("#board .box.held").count(), 0);
  const edges = await page.locator("#board .edge").evaluateAll((es) => es.map((e) => ({
    edge: Number(e.dataset.edge), move: e.dataset.move, legal: e.classList.contains("legal"),
    box: (({ x, y, width, height }) => ({ x, y, width, height }))(e.getBoundingClientRect()),
  })));
  assert.equal(edges.length, 12);
  assert.ok(edges.every((e) => e.legal && e.move === boxes.names[e.edge]), JSON.stringify(edges));
  // Each edge lies between its two dots: its centre is their midpoint.
  const dots = await page.locator("#board .dot").evaluateAll((ds) => ds.map((d) => {
    const r = d.getBoundingClientRect();
    return [r.x + r.width / 2, r.y + r.height / 2];
  }));
  for (const e of edges) {
    const [[r1, c1], [r2, c2]] = boxes.edges[e.edge];
    const [a, b] = [dots[r1 * 3 + c1], dots[r2 * 3 + c2]];
    const [x, y] = centre(e.box);
    assert.ok(Math.abs(x - (a[0] + b[0]) / 2) < 1 && Math.abs(y - (a[1] + b[1]) / 2) < 1,
      `edge ${e.move} between its dots: ${JSON.stringify([e.box, a, b])}`);
    assert.ok(Math.min(e.box.width, e.box.height) >= 18, `edge ${e.move}: a target of ${JSON.stringify(e.box)}`);
  }
  // Keyboard: Tab reaches an edge, its focus ring stands out (3:1), Enter draws it.
  await page.focus("#human");
  for (let i = 0; i < 12 && !(await page.evaluate(() => !!document.activeElement.closest("#board .edge"))); i++) {
    await page.keyboard.press("Tab");
  }
  assert.equal(await page.locator("#board .edge:focus").count(), 1, "Tab reaches an edge");
  // A handle, not a locator: the edge stays the same once it loses focus.
  const focused = await page.locator("#board .edge:focus").elementHandle();
  const ring = await contrastOf(page, focused, () => page.evaluate(() => document.activeElement.blur()), () => focused.focus());
  console.log(`  dots and boxes: an edge's focus ring: median contrast ${ring.median.toFixed(2)}:1`);
  assert.ok(ring.median >= 3 && ring.strong >= 20, `an edge's focus ring: ${JSON.stringify(ring)}`);
  // An edge you can draw shows against the board (its dashes, measured with and without them).
  const free = await page.locator("#board .edge.legal").last().elementHandle();
  const toggle = (on) => free.evaluate((e, o) => e.classList.toggle("legal", o), on);
  const dashes = await contrastOf(page, free, () => toggle(false), () => toggle(true));
  console.log(`  dots and boxes: an edge that can be drawn: median contrast ${dashes.median.toFixed(2)}:1`);
  assert.ok(dashes.median >= 3 && dashes.strong >= 20, `an edge that can be drawn: ${JSON.stringify(dashes)}`);
  const firstMove = await focused.getAttribute("data-move");
  await focused.focus();
  await page.keyboard.press("Enter");
  await waitForMoves(page, 2);
  assert.equal((await movesShown(page))[0], firstMove, "Enter draws the focused edge");
  const afterTwo = await post(base, "/api/state", { game: "dots-and-boxes", moves: (await movesShown(page)).join(" ") });
  const drawnShown = await page.locator("#board .edge.drawn").evaluateAll((es) => es.map((e) => Number(e.dataset.edge)).sort((a, b) => a - b));
  assert.deepEqual(drawnShown, afterTwo.edges.drawn.flatMap((d, i) => (d ? [i] : [])), "the edges drawn");
  const lastShown = await page.locator("#board .edge.last-move.o").evaluateAll((es) => es.map((e) => Number(e.dataset.edge)));
  assert.deepEqual(lastShown, afterTwo.last.edges, "the engine's last edges in O's colour");

  // A turn of two edges: O closes the top-left box with b1b2, then draws again. After
  // a1b1 a2b2 a1a2, the box has three sides.
  await showMoves(page, "dots-and-boxes", ["a1b1", "a2b2", "a1a2"]);
  const before = await post(base, "/api/state", { game: "dots-and-boxes", moves: "a1b1 a2b2 a1a2" });
  const edge = (name) => page.locator(`#board .edge[data-name="${name}"]`);
  const closing = before.legal.filter((m) => m.edges.includes(boxes.names.indexOf("b1b2")));
  assert.ok(closing.length > 1 && closing.every((m) => m.edges.length === 2), JSON.stringify(closing));
  assert.equal(await edge("b1b2").getAttribute("data-move"), null, "closing a box does not end the turn");
  await edge("b1b2").click();
  assert.equal(await edge("b1b2").evaluate((e) => e.classList.contains("chosen")), true);
  assert.equal(await page.locator("#board .box.pending.o").count(), 1, "the box it closes shown as O's");
  assert.equal((await movesShown(page)).length, 3, "no move played yet");
  // Escape lets go; the edge again, then a second one plays the whole turn.
  await edge("b1b2").focus();
  await page.keyboard.press("Escape");
  assert.equal(await page.locator("#board .edge.chosen").count(), 0, "Escape lets go");
  await edge("b1b2").click();
  const second = closing[0].edges.find((e) => e !== boxes.names.indexOf("b1b2"));
  const secondEdge = page.locator(`#board .edge[data-edge="${second}"]`);
  assert.equal(await secondEdge.getAttribute("data-move"), closing[0].move);
  await secondEdge.click();
  await page.waitForFunction(() => /Moves: (\S+ ){4}\S+/.test(document.getElementById("history").textContent)
    && !document.body.classList.contains("busy"), null, { timeout: 30000 });
  assert.equal((await movesShown(page))[3], closing[0].move, "the turn of two edges played");
  const held = await page.locator("#board .box.held.o").evaluateAll((bs) => bs.map((b) => [Number(b.dataset.row), Number(b.dataset.col), b.textContent]));
  assert.deepEqual(held.filter(([r, c]) => r === 0 && c === 0), [[0, 0, "O"]], "the box held by O, with its letter");

  // Pentago: a cell, then the arrow of a quadrant: c3:4+ turns the lower right one clockwise.
  await page.selectOption("#human", "X");
  await chooseGame(page, "pentago");
  await depthOne();
  const turns = layout("pentago").turns;
  assert.deepEqual(turns.find((t) => t.suffix === ":4+"), { suffix: ":4+", block: [1, 1], clockwise: true });
  assert.equal(await page.locator("#board .turn").count(), 0, "no arrows before a cell is chosen");
  const c3 = page.locator('#board .cell[data-row="2"][data-col="2"]');
  await c3.click();
  assert.equal(await c3.locator(".stone.x").count(), 1, "the stone drawn on its cell while the turn is chosen");
  assert.equal(await page.locator("#board .turn").count(), 8, "two arrows a quadrant");
  await page.keyboard.press("Escape");
  assert.equal(await page.locator("#board .turn").count(), 0, "Escape lets go");
  await c3.click();
  const arrow = page.locator('#board .turn[data-move="c3:4+"]');
  assert.equal(await arrow.evaluate((a) => a.classList.contains("clockwise")), true);
  // The arrow stands over its quadrant: the lower right, rows and columns 4 to 6.
  const [ax, ay] = centre(await arrow.boundingBox());
  const corner = await page.locator('#board .cell[data-row="3"][data-col="3"]').boundingBox();
  const far = await page.locator('#board .cell[data-row="5"][data-col="5"]').boundingBox();
  assert.ok(ax > corner.x && ax < far.x + far.width && ay > corner.y && ay < far.y + far.height, "the arrow on its quadrant");
  await arrow.click();
  await waitForMoves(page, 2);
  assert.equal((await movesShown(page))[0], "c3:4+");
  const pentago = await post(base, "/api/state", { game: "pentago", moves: (await movesShown(page)).join(" ") });
  assert.equal(await drawnBoard(page), pentago.board.flat().join(""), "Pentago's board after the turns");

  // Oware: no stores, the seeds each side captured at the ends; the pit sown from and the pits
  // the last turn captured marked.
  const sown = OWARE_CAPTURE;
  await showMoves(page, "oware", sown);
  const oware = await post(base, "/api/state", { game: "oware", moves: sown.join(" ") });
  const counts = oware.piles;
  assert.deepEqual(await page.locator("#board .store.captures .seeds").allTextContents(), [String(counts[13]), String(counts[12])], "O's and X's captures");
  const by = oware.last.by;
  const was = oware.last.piles_before;
  const emptied = [];
  for (let k = 1; k <= 6; k++) {
    const i = by === "X" ? 6 + k - 1 : k - 1;
    if (was[i] > 0 && counts[i] === 0) emptied.push(k);
  }
  assert.ok(emptied.length > 0, `the last turn captured: ${JSON.stringify(was)} ${JSON.stringify(counts)}`);
  const other = by === "X" ? "O" : "X";
  const marked = await page.locator(`#board .pit.captured[data-side="${other}"]`).evaluateAll((ps) => ps.map((p) => Number(p.dataset.pit)).sort());
  assert.deepEqual(marked, emptied, "the pits captured marked");
  assert.equal(await page.locator(`#board .pit.last-move[data-side="${by}"]`).getAttribute("data-pit"), oware.last.move, "the pit sown from");

  // Amazons: the arrow's targets once a queen's square is chosen, at least 3:1 against the board.
  await page.selectOption("#human", "X");
  await chooseGame(page, "amazons6");
  const amazons = await post(base, "/api/state", { game: "amazons6" });
  const queen = amazons.legal.find((m) => m.move === "b6b3e3");
  await clickCells(page, queen.path.slice(0, 2));
  const target = await page.locator("#board .cell.target:not(:has(.stone))").first().elementHandle();
  const flip = (on) => target.evaluate((c, o) => ["target", "legal"].forEach((n) => c.classList.toggle(n, o)), on);
  const mark = await contrastOf(page, target, () => flip(false), () => flip(true));
  console.log(`  amazons6: an arrow's target: median contrast ${mark.median.toFixed(2)}:1`);
  assert.ok(mark.median >= 3 && mark.strong >= 20, `an arrow's target: ${JSON.stringify(mark)}`);
  await page.keyboard.press("Escape");

  // Pieces of several kinds, drawn as the game's look says (`layout.stones`): chess's
  // figurines, a symbol a kind, each side's set in its colour; shogi's wedges, the second
  // player's turned round, a promoted kind showing the letter it was promoted from in another
  // colour; xiangqi's discs with their letters. The legend shows each side's king so.
  const drawKinds = (letters) => page.evaluate((cells) => {
    const state = structuredClone(current());
    state.pieces = {};
    state.board[3] = state.board[3].map(() => "-");
    cells.forEach((letter, c) => {
      state.board[3][c] = letter;
      const side = letter === letter.toUpperCase() ? "X" : "O";
      state.pieces[letter] = { side, kind: "piece", letter: letter.toUpperCase() };
    });
    app.states[app.states.length - 1] = state;
    draw();
    return [...document.querySelectorAll('#board .cell[data-row="3"] .stone')].map((s) => ({
      text: s.textContent, x: s.classList.contains("x"), glyph: s.classList.contains("glyph"),
      wedge: s.classList.contains("wedge"), turned: s.classList.contains("turned"),
      color: getComputedStyle(s).color, transform: getComputedStyle(s).transform,
    }));
  }, letters);
  const legendIcons = () => page.locator("#legend .icon .stone").evaluateAll((ss) => ss.map((s) => ({
    glyph: s.classList.contains("glyph"), wedge: s.classList.contains("wedge"), color: getComputedStyle(s).color,
  })));
  await chooseGame(page, "chess");
  const chess = await drawKinds(["K", "Q", "R", "B", "N", "P", "k", "q"]);
  assert.ok(chess.every((s) => s.glyph), JSON.stringify(chess));
  assert.equal(new Set(chess.slice(0, 6).map((s) => s.text)).size, 6, "six kinds, six symbols");
  assert.equal(chess[0].text, chess[6].text, "a king is a king either side");
  assert.notEqual(chess[0].color, chess[6].color, "the sides in two colours");
  const chessLegend = await legendIcons();
  assert.ok(chessLegend.length === 2 && chessLegend.every((s) => s.glyph), JSON.stringify(chessLegend));
  assert.deepEqual(chessLegend.map((s) => s.color), [chess[0].color, chess[6].color], "the legend's kings in the sides' colours");
  await chooseGame(page, "shogi");
  const shogi = await drawKinds(["P", "T", "p", "t", "K"]);
  assert.deepEqual(shogi.map((s) => [s.text, s.wedge, s.turned, s.x]),
    [["P", true, false, true], ["P", true, true, true], ["P", true, false, false], ["P", true, true, false], ["K", true, false, true]]);
  assert.notEqual(shogi[0].color, shogi[1].color, "a promoted kind's letter in another colour");
  assert.equal(shogi[0].transform, "none", "the first player's pieces point up the board");
  assert.notEqual(shogi[2].transform, "none", "the second player's turned round");
  assert.equal(shogi[0].color, shogi[2].color, "both sides' pieces of one colour");
  assert.equal(layout("shogi").checkered, null, "a shogi board of one colour");
  const shogiLegend = await legendIcons();
  assert.ok(shogiLegend.length === 2 && shogiLegend.every((s) => s.wedge), JSON.stringify(shogiLegend));
  await chooseGame(page, "xiangqi");
  const xiangqi = await drawKinds(["R", "H", "r"]);
  assert.deepEqual(xiangqi.map((s) => [s.text, s.glyph, s.wedge, s.x]), [["R", false, false, true], ["H", false, false, true], ["R", false, false, false]]);
  await chooseGame(page, "tictactoe");
}

/** Nine men's morris drawn from its layout's points and lines: 24 points, each a button on
 *  its lines' ends, a focus ring and the marks of the points that play at least 3:1 against the
 *  board; the opening placements clicked, a mill closed by a click and a stone removed by
 *  another, a step clicked from its point to the next; the stones in hand counted. */
async function checkPoints(page, base) {
  console.log("- nine men's morris: its lines and 24 points drawn, played by clicks: placements, a mill and a removal, a step");
  const listed = await (await fetch(new URL("/api/games", base))).json();
  const layout = listed.games.find((g) => g.id === "nine-mens-morris").layout;
  assert.equal(layout.kind, "points");
  assert.deepEqual([layout.size, layout.points.length, layout.lines.length], [7, 24, 32]);
  assert.deepEqual(layout.points[0], { name: "a7", x: 0, y: 0 });
  assert.deepEqual(layout.points[23], { name: "g1", x: 6, y: 6 });
  assert.deepEqual(layout.sides, ["White", "Black"], "the sides as the declaration names them");
  const depthOne = async () => {
    await page.selectOption("#algo", "alphabeta");
    await page.fill("#depth", "1");
    await page.dispatchEvent("#depth", "input");
  };
  await page.selectOption("#human", "X");
  await chooseGame(page, "nine-mens-morris");
  await depthOne();
  assert.equal(await page.locator("#board .drawing").count(), 0, "not the text drawing");
  assert.equal(await page.locator("#extra button.take").count(), 0, "no move buttons");
  const drawn = await page.evaluate(() => {
    const field = document.querySelector("#board .points").getBoundingClientRect();
    const centre = (e) => { const r = e.getBoundingClientRect(); return [r.x + r.width / 2 - field.x, r.y + r.height / 2 - field.y, r.width, r.height]; };
    return {
      points: [...document.querySelectorAll("#board .point")].map((p) => ({
        index: Number(p.dataset.point), name: p.dataset.name, at: centre(p), move: p.dataset.move,
        enabled: !p.disabled, tab: p.tabIndex, stone: !!p.querySelector(".stone"),
      })),
      lines: [...document.querySelectorAll("#board .point-line")].map((l) => ({
        from: Number(l.dataset.from), to: Number(l.dataset.to),
        ends: [[l.x1, l.y1], [l.x2, l.y2]].map(([x, y]) => [x.baseVal.value, y.baseVal.value]),
        width: l.getBoundingClientRect().width + l.getBoundingClientRect().height,
      })),
    };
  });
  assert.equal(drawn.points.length, 24, "24 points");
  assert.equal(drawn.lines.length, 32, "32 lines");
  // Each line runs from the centre of one of its points to the centre of the other.
  for (const line of drawn.lines) {
    const [a, b] = [drawn.points[line.from].at, drawn.points[line.to].at];
    const near = ([x, y], [px, py]) => Math.abs(x - px) < 1 && Math.abs(y - py) < 1;
    assert.ok(near(line.ends[0], a) && near(line.ends[1], b), `line ${JSON.stringify(line)} between ${a} and ${b}`);
    assert.ok(line.width > 20, `line ${line.from}-${line.to} drawn: ${line.width}`);
  }
  // Three nested squares: seven columns and seven rows of points, the middles joined.
  const xs = new Set(drawn.points.map((p) => Math.round(p.at[0]))), ys = new Set(drawn.points.map((p) => Math.round(p.at[1])));
  assert.deepEqual([xs.size, ys.size], [7, 7]);
  const byName = new Map(drawn.points.map((p) => [p.name, p]));
  const mid = (a, b) => [(byName.get(a).at[0] + byName.get(b).at[0]) / 2, (byName.get(a).at[1] + byName.get(b).at[1]) / 2];
  for (const [m, a, b] of [["d7", "a7", "g7"], ["d6", "b6", "f6"], ["a4", "a7", "a1"], ["d6", "d7", "d5"]]) {
    assert.ok(Math.abs(mid(a, b)[0] - byName.get(m).at[0]) < 1 && Math.abs(mid(a, b)[1] - byName.get(m).at[1]) < 1, `${m} between ${a} and ${b}`);
  }
  // At the start every point is a placement: a button, a tab stop, a target of 24 px or more.
  assert.ok(drawn.points.every((p) => p.enabled && p.tab === 0 && p.move === p.name && !p.stone), JSON.stringify(drawn.points));
  assert.ok(drawn.points.every((p) => p.at[2] >= 24 && p.at[3] >= 24), "points a finger can hit");
  assert.equal(await page.locator("#hand-count").textContent(), "in hand: White 9 · Black 9");
  assert.equal(await page.locator("#phase").textContent(), "White places a stone");
  // Keyboard: Tab reaches a point, its focus ring stands out (3:1).
  await page.focus("#human");
  for (let i = 0; i < 12 && !(await page.evaluate(() => !!document.activeElement.closest("#board .point"))); i++) {
    await page.keyboard.press("Tab");
  }
  const focused = await page.locator("#board .point:focus").elementHandle();
  assert.ok(focused, "Tab reaches a point");
  const ring = await contrastOf(page, focused, () => page.evaluate(() => document.activeElement.blur()), () => focused.focus());
  console.log(`  nine-mens-morris: a point's focus ring: median contrast ${ring.median.toFixed(2)}:1`);
  assert.ok(ring.median >= 3 && ring.strong >= 20, `a point's focus ring: ${JSON.stringify(ring)}`);
  await page.keyboard.press("ArrowRight");
  assert.equal(await page.evaluate(() => document.activeElement.dataset.name), "d7", "the arrow moves to the next point along the row");
  await page.evaluate(() => document.activeElement.blur());
  // A point you can play on shows against the board.
  const free = await page.locator("#board .point.target").last().elementHandle();
  const flip = (on) => free.evaluate((c, o) => ["target", "legal"].forEach((n) => c.classList.toggle(n, o)), on);
  const dot = await contrastOf(page, free, () => flip(false), () => flip(true));
  console.log(`  nine-mens-morris: a point that plays: median contrast ${dot.median.toFixed(2)}:1`);
  assert.ok(dot.median >= 3 && dot.strong >= 20, `a point that plays: ${JSON.stringify(dot)}`);

  // The opening placements, clicked: each is played, the engine replies, the marks follow.
  const point = (name) => page.locator(`#board .point[data-name="${name}"]`);
  for (const [n, name] of ["a7", "d6", "g1"].entries()) {
    const state = await post(base, "/api/state", { game: "nine-mens-morris", moves: (await movesShown(page)).join(" ") });
    const mine = state.points[layout.points.findIndex((p) => p.name === name)] === "-" ? name
      : state.legal.find((m) => m.points.length === 1).move;
    await point(mine).click();
    await waitForMoves(page, 2 * n + 2);
    const moves = await movesShown(page);
    assert.equal(moves[2 * n], mine, "the placement clicked");
    const now = await post(base, "/api/state", { game: "nine-mens-morris", moves: moves.join(" ") });
    const shown = await page.locator("#board .point").evaluateAll((ps) => ps.map((p) => {
      const stone = p.querySelector(".stone");
      return stone ? stone.textContent : "-";
    }));
    assert.deepEqual(shown, now.points, "the stones on their points");
    assert.equal(await page.locator("#hand-count").textContent(), `in hand: White ${now.hand.X} · Black ${now.hand.O}`);
    const marked = async (name) => page.locator(`#board .point.${name}`).evaluateAll((ps) => ps.map((p) => Number(p.dataset.point)));
    assert.deepEqual(await marked("last-move"), [now.last.points.reached], "the engine's placement marked");
    assert.deepEqual(await marked("previous-move"), [layout.points.findIndex((p) => p.name === mine)], "your placement marked");
  }

  // A mill: X on a7 and a4, O on g7 and g4; X's a1 closes a7-a4-a1, then takes a stone.
  await showMoves(page, "nine-mens-morris", ["a7", "g7", "a4", "g4"]);
  const mill = await post(base, "/api/state", { game: "nine-mens-morris", moves: "a7 g7 a4 g4" });
  const removals = mill.legal.filter((m) => m.move.startsWith("a1x")).map((m) => m.move).sort();
  assert.deepEqual(removals, ["a1xg4", "a1xg7"]);
  assert.equal(await point("a1").getAttribute("data-move"), null, "a1 alone is not a whole turn");
  await point("a1").click();
  assert.equal(await point("a1").evaluate((p) => p.classList.contains("selected")), true, "a1 chosen");
  assert.equal(await point("a1").locator(".stone.x").count(), 1, "the stone drawn on a1 while the removal is chosen");
  const removable = await page.locator("#board .point.removable").evaluateAll((ps) => ps.map((p) => p.dataset.move).sort());
  assert.deepEqual(removable, removals, "O's two stones can be taken");
  if (screenshots) await page.screenshot({ path: path.join(screenshots, "nine-mens-morris-mill-1280.png"), scale: "css" });
  const taken = await page.locator("#board .point.removable").first().elementHandle();
  const ringOff = (on) => taken.evaluate((c, o) => c.classList.toggle("removable", o), on);
  const dashes = await contrastOf(page, taken, () => ringOff(false), () => ringOff(true));
  console.log(`  nine-mens-morris: a stone that can be taken: median contrast ${dashes.median.toFixed(2)}:1`);
  assert.ok(dashes.median >= 3 && dashes.strong >= 20, `a stone that can be taken: ${JSON.stringify(dashes)}`);
  // Escape lets go; a1 again, then g4.
  await point("a1").focus();
  await page.keyboard.press("Escape");
  assert.equal(await page.locator("#board .point.selected").count(), 0, "Escape lets go");
  assert.equal(await point("a1").locator(".stone").count(), 0, "a1 empty again");
  await point("a1").click();
  await point("g4").click();
  await waitForMoves(page, 6);
  assert.equal((await movesShown(page))[4], "a1xg4", "the mill and the removal played");
  const afterMill = await post(base, "/api/state", { game: "nine-mens-morris", moves: "a7 g7 a4 g4 a1xg4" });
  assert.deepEqual(afterMill.last.points, { path: [21, 14], left: null, reached: 21, taken: [14] });
  await showMoves(page, "nine-mens-morris", ["a7", "g7", "a4", "g4", "a1xg4"]);
  assert.deepEqual(await page.locator("#board .point.captured").evaluateAll((ps) => ps.map((p) => p.dataset.name)), ["g4"], "the stone taken marked");
  assert.deepEqual(await page.locator("#board .point.last-move").evaluateAll((ps) => ps.map((p) => p.dataset.name)), ["a1"]);

  // All eighteen stones placed (each side's placements that close no mill), then a step: the
  // stone clicked, then the point it goes to.
  const placed = [];
  let state = await post(base, "/api/state", { game: "nine-mens-morris" });
  while (state.hand.X + state.hand.O > 0) {
    const quiet = state.legal.find((m) => m.points.length === 1);
    placed.push(quiet.move);
    state = await post(base, "/api/state", { game: "nine-mens-morris", moves: placed.join(" ") });
  }
  assert.equal(placed.length, 18);
  await showMoves(page, "nine-mens-morris", placed);
  assert.equal(await page.locator("#hand-count").textContent(), "in hand: White 0 · Black 0");
  assert.equal(await page.locator("#phase").textContent(), "White moves a stone along a line");
  const step = state.legal.find((m) => m.points.length === 2);
  assert.ok(step, `a step: ${state.legal.map((m) => m.move).join(" ")}`);
  const [from, to] = step.points.map((i) => layout.points[i].name);
  const starts = new Set(state.legal.map((m) => m.points[0]));
  assert.deepEqual(await page.locator("#board .point.movable").evaluateAll((ps) => ps.map((p) => Number(p.dataset.point)).sort((a, b) => a - b)),
    [...starts].sort((a, b) => a - b), "the stones that can move");
  await point(from).click();
  const targets = state.legal.filter((m) => m.points[0] === step.points[0]).map((m) => m.move).sort();
  assert.deepEqual(await page.locator("#board .point.target").evaluateAll((ps) => ps.map((p) => p.dataset.move).sort()), targets, "where it can go");
  await point(to).click();
  await waitForMoves(page, 20);
  assert.equal((await movesShown(page))[18], step.move, "the step played");
  await page.selectOption("#human", "X");
}

/** Boards of crossings drawn from their layout: xiangqi's lines, its river and palaces, the
 *  pieces on the crossings and no checkerboard; Go's lines and its stones black and white, as
 *  its sides are named. */
async function checkCrossings(page, base) {
  console.log("- crossings: xiangqi's river and palaces, Go's lines, pieces on the crossings, stones coloured as the sides are named");
  const listed = await (await fetch(new URL("/api/games", base))).json();
  const layout = (id) => listed.games.find((g) => g.id === id).layout;
  const xiangqi = layout("xiangqi");
  assert.deepEqual([xiangqi.kind, xiangqi.gap, xiangqi.crossed, xiangqi.checkered], ["crossings", 4, [[3, 7, 3, 3], [3, 0, 3, 3]], null]);
  assert.deepEqual([layout("go9").kind, layout("go9").gap, layout("go9").sides], ["crossings", null, ["Black", "White"]]);
  // Go's board as Go boards are printed: its star points dotted, its points named a to j
  // (without i) and 1 to 9 around it.
  assert.deepEqual(layout("go9").stars, [[2, 2], [6, 2], [4, 4], [2, 6], [6, 6]]);
  await chooseGame(page, "go9");
  assert.equal(await page.locator("#board .crossing-star").count(), 5, "go9: five star points");
  const goLabels = await page.locator("#board .coord").allTextContents();
  assert.ok(["a", "j", "1", "9"].every((l) => goLabels.includes(l)) && !goLabels.includes("i"), `go9's labels: ${goLabels}`);
  assert.equal(layout("chess").kind, "square");
  // The centre of each line's box (a horizontal line's y, a vertical one's x) and of a cell.
  const drawn = () => page.evaluate(() => {
    const centre = (e) => { const r = e.getBoundingClientRect(); return [r.x + r.width / 2, r.y + r.height / 2, r.width, r.height]; };
    const lines = [...document.querySelectorAll("#board .crossing-line")].map(centre);
    return {
      across: lines.filter(([, , w, h]) => h < 3).map(([, y]) => Math.round(y)),
      down: lines.filter(([, , w, h]) => w < 3).map(([x, , , h]) => [Math.round(x), Math.round(h)]),
      slanted: lines.filter(([, , w, h]) => w >= 3 && h >= 3).length,
      checkered: document.getElementById("board").classList.contains("checkered"),
      classes: [...document.getElementById("board").classList],
    };
  });
  const cellCentre = (r, c) => page.locator(`#board .cell[data-row="${r}"][data-col="${c}"]`).evaluate((e) => {
    const b = e.getBoundingClientRect();
    return [Math.round(b.x + b.width / 2), Math.round(b.y + b.height / 2)];
  });
  await chooseGame(page, "xiangqi");
  const board = await drawn();
  assert.equal(board.checkered, false, "xiangqi is not a checkerboard");
  assert.equal(board.across.length, 10, "a line along each of the 10 rows");
  // The edge columns run the whole board; the 7 between break at the river: 2 + 14 lines.
  assert.equal(board.down.length, 16, `the lines down: ${JSON.stringify(board.down)}`);
  assert.equal(board.slanted, 4, "two palaces, each crossed by its two diagonals");
  const [gx, gy] = await cellCentre(9, 4);
  assert.ok(board.across.some((y) => Math.abs(y - gy) <= 1), "Red's general on the bottom line");
  assert.ok(board.down.some(([x]) => Math.abs(x - gx) <= 1), "and on the middle file");
  assert.ok(board.classes.includes("x-red") && board.classes.includes("o-black"), board.classes.join(" "));

  await page.selectOption("#algo", "alphabeta");
  await page.fill("#depth", "1");
  await page.dispatchEvent("#depth", "input");
  await chooseGame(page, "go9");
  const go = await drawn();
  assert.deepEqual([go.across.length, go.down.length, go.slanted], [9, 9, 0], "Go's 9 lines each way");
  assert.ok(go.classes.includes("x-black") && go.classes.includes("o-white"), go.classes.join(" "));
  await page.locator('#board .cell[data-row="4"][data-col="4"]').click();
  await waitForMoves(page, 2);
  const colours = await page.locator("#board .stone").evaluateAll((ss) => ss.map((s) => `${s.classList.contains("x") ? "x" : "o"} ${getComputedStyle(s).backgroundImage}`));
  assert.ok(colours.some((c) => c.startsWith("x ") && c.includes("rgb(17, 17, 17)")), `a black stone: ${colours}`);
  assert.ok(colours.some((c) => c.startsWith("o ") && c.includes("rgb(207, 207, 207)")), `a white stone: ${colours}`);
  // The legend's stones are the board's.
  const legend = await page.locator("#legend .stone").evaluateAll((ss) => ss.map((s) => getComputedStyle(s).backgroundImage));
  assert.ok(legend[0].includes("rgb(17, 17, 17)") && legend[1].includes("rgb(207, 207, 207)"), `the legend: ${legend}`);
}

/** TwixT's links drawn from the position's `links`: after c3 b4 d5, one line in Red's colour
 *  from the centre of c3's peg to the centre of d5's, and none at the start. */
async function checkLinks(page) {
  console.log("- links: TwixT's link a line between its pegs' centres, in its side's colour");
  await showMoves(page, "twixt", ["c3", "b4", "d5"]);
  const centre = (r, c) => page.locator(`#board .cell[data-row="${r}"][data-col="${c}"]`).evaluate((e) => {
    const b = e.getBoundingClientRect();
    return [b.x + b.width / 2, b.y + b.height / 2];
  });
  const lines = await page.locator("#board .peg-link").evaluateAll((ls) => ls.map((l) => {
    const svg = l.ownerSVGElement.getBoundingClientRect();
    const at = (n) => Number(l.getAttribute(n));
    return { ends: [[svg.x + at("x1"), svg.y + at("y1")], [svg.x + at("x2"), svg.y + at("y2")]], stroke: getComputedStyle(l).stroke, x: l.classList.contains("x") };
  }));
  assert.equal(lines.length, 1, "one link");
  const [[ax, ay], [bx, by]] = [await centre(2, 2), await centre(4, 3)];
  const [[x1, y1], [x2, y2]] = lines[0].ends;
  assert.ok([x1 - ax, y1 - ay, x2 - bx, y2 - by].every((d) => Math.abs(d) < 1), `from c3 to d5: ${JSON.stringify(lines[0].ends)}`);
  assert.ok(lines[0].x && lines[0].stroke === "rgb(209, 73, 91)", `Red's colour: ${lines[0].stroke}`);
  assert.match(await page.locator("#board .peg-links").getAttribute("aria-label"), /c3–d5 \(Red\)/);
  await showMoves(page, "twixt", []);
  assert.equal(await page.locator("#board .peg-link").count(), 0, "no link at the start");
  await page.selectOption("#human", "X");
}

/** Quoridor's walls: a pawn moved by clicking its cell; a wall placed by clicking its target
 *  in the groove (e3h: across, between rows 3 and 4 under columns e and f), then drawn as a bar
 *  there and named for a screen reader; a wall along placed with the keyboard alone; the walls
 *  each side has left shown. */
async function checkWalls(page, base) {
  console.log("- walls: Quoridor's pawn moved by its cell, walls placed in their grooves and drawn there");
  const setUp = async (moves) => {
    await showMoves(page, "quoridor", moves);
    await page.selectOption("#algo", "alphabeta");
    await page.fill("#depth", "1");
    await page.dispatchEvent("#depth", "input");
  };
  const cell = (r, c) => page.locator(`#board .cell[data-row="${r}"][data-col="${c}"]`);
  const boxOf = (locator) => locator.evaluate((e) => { const b = e.getBoundingClientRect(); return { x: b.x, y: b.y, w: b.width, h: b.height }; });
  const near = (a, b, what, within = 1) => assert.ok(Math.abs(a - b) <= within, `${what}: ${a} vs ${b}`);
  // The start: X's pawn on e9 [8, 4] steps to e8 [7, 4] by a click on e8. No wall move is
  // offered as a button beside the board (as a pass would be).
  await setUp([]);
  assert.equal(await page.locator("#walls-left").textContent(), "walls left: X 10 · O 10");
  assert.equal(await page.locator("#extra button").count(), 0, "no wall offered beside the board");
  const start = await post(base, "/api/state", { game: "quoridor", moves: "" });
  const walls = start.legal.filter((m) => /[hv]$/.test(m.move)).length;
  assert.equal(walls, 128, "every wall can be placed at the start");
  assert.equal(await page.locator("#board .wall-target").count(), walls, "a target for each wall");
  const sorted = (cells) => cells.map(String).sort();
  assert.deepEqual(sorted(await cellsMarked(page, "target")), sorted(start.legal.filter((m) => m.cell).map((m) => m.cell)), "the pawn's steps, and no other cell");
  assert.equal(await cell(7, 4).getAttribute("data-move"), "e8");
  await cell(7, 4).click();
  await waitForMoves(page, 2);
  assert.equal((await movesShown(page))[0], "e8", "the pawn moved");

  // After e8 e2: the target of e3h lies in the groove below e3 [2, 4] and f3 [2, 5], its wall
  // shown there on hover, both cells long.
  await setUp(["e8", "e2"]);
  const target = page.locator('#board .wall-target[data-move="e3h"]');
  assert.equal(await target.getAttribute("aria-label"), "wall e3h (across, below e3 and f3)");
  assert.equal(await page.locator('#board .wall-target[data-move="e3v"]').getAttribute("aria-label"), "wall e3v (along, right of e3 and e4)");
  const [e3, f3, e4] = [await boxOf(cell(2, 4)), await boxOf(cell(2, 5)), await boxOf(cell(3, 4))];
  const groove = e3.y + e3.h;
  near(e4.y, groove, "e4 below e3");
  const box = await boxOf(target);
  near(box.y + box.h / 2, groove, "the target in the groove below row 3");
  near(box.x + box.w / 2, f3.x, "the target centred between e and f");
  // Its left arm (its middle, the corner, is shared with e3v's).
  await target.hover({ position: { x: box.w * 0.2, y: box.h / 2 } });
  const preview = page.locator('#board .wall-target[data-move="e3h"] + .wall-preview');
  assert.equal(await preview.evaluate((e) => getComputedStyle(e).visibility), "visible", "the wall shown on hover");
  const shown = await boxOf(preview);
  near(shown.x, e3.x, "the wall shown from e3's left", 3);
  near(shown.x + shown.w, f3.x + f3.w, "to f3's right", 3);
  near(shown.y + shown.h / 2, groove, "in the groove");
  if (screenshots) await page.screenshot({ path: path.join(screenshots, "quoridor-wall-1280.png"), scale: "css" });
  await target.click({ position: { x: box.w * 0.2, y: box.h / 2 } });
  await waitForMoves(page, 4);
  assert.equal((await movesShown(page))[2], "e3h", "the wall placed");
  const reply = await post(base, "/api/state", { game: "quoridor", moves: (await movesShown(page)).join(" ") });
  assert.ok(reply.walls.some((w) => JSON.stringify(w) === "[[3,4],[3,6]]"), JSON.stringify(reply.walls));
  assert.match(await page.locator("#walls-left").textContent(), /^walls left: X 9 · O (9|10)$/);

  // The wall drawn: a bar along the groove between rows 3 and 4, from e3's left to f3's right.
  const bar = async (name) => page.locator(`#board .walls .wall[data-wall="${name}"]`).evaluate((l) => {
    const svg = l.ownerSVGElement.getBoundingClientRect();
    const at = (n) => Number(l.getAttribute(n));
    return { ends: [[svg.x + at("x1"), svg.y + at("y1")], [svg.x + at("x2"), svg.y + at("y2")]], width: parseFloat(getComputedStyle(l).strokeWidth), stroke: getComputedStyle(l).stroke };
  });
  const across = await bar("e3h");
  const [[x1, y1], [x2, y2]] = across.ends;
  near(y1, groove, "the wall between rows 3 and 4");
  near(y2, groove, "the wall across");
  near(x1, e3.x, "the wall from e3's left", 3);
  near(x2, f3.x + f3.w, "to f3's right", 3);
  assert.ok(across.width >= 4 && across.width <= e3.h * 0.25, `a bar that fills the groove: ${across.width}`);
  assert.notEqual(across.stroke, "none");
  const named = await page.locator("#board .walls").getAttribute("aria-label");
  assert.match(named, /^walls: (.+, )?e3h(, .+)?$/, named);
  assert.equal(named.split(", ").length, reply.walls.length, `every wall named: ${named}`);
  assert.equal(await page.locator('#board .wall-target[data-move="e3h"], #board .wall-target[data-move="e3v"], #board .wall-target[data-move="d3h"], #board .wall-target[data-move="f3h"]').count(), 0,
    "no target for a wall that would overlap or cross it");

  // The keyboard: from the cells, Tab reaches the walls across, then the walls along; an arrow
  // moves among those, Enter places the one focused, drawn between the columns it names.
  await page.locator('#board .cell[tabindex="0"]').focus();
  const focused = () => page.evaluate(() => {
    const e = document.activeElement;
    return e.classList.contains("wall-target") ? e.dataset.move : e.className;
  });
  await page.keyboard.press("Tab");
  assert.match(await focused(), /^[a-h][1-8]h$/, "Tab: the walls across");
  await page.keyboard.press("Tab");
  const first = await focused();
  assert.match(first, /^[a-h][1-8]v$/, "Tab: the walls along");
  await page.keyboard.press("ArrowDown");
  const along = await focused();
  assert.match(along, /^[a-h][1-8]v$/);
  assert.notEqual(along, first, "an arrow moves to the next wall along");
  assert.equal(await page.locator(`#board .wall-target[data-move="${along}"] + .wall-preview`).evaluate((e) => getComputedStyle(e).visibility), "visible", "the wall focused shown");
  await page.keyboard.press("Enter");
  await waitForMoves(page, 6);
  assert.equal((await movesShown(page))[4], along, "the wall placed with the keyboard");
  const [r, c] = [Number(along.slice(1, -1)) - 1, along.charCodeAt(0) - 97];
  const [top, bottom] = [await boxOf(cell(r, c)), await boxOf(cell(r + 1, c))];
  const { ends: [[vx1, vy1], [vx2, vy2]] } = await bar(along);
  near(vx1, top.x + top.w, `${along} right of its column`);
  near(vx2, top.x + top.w, `${along} along`);
  near(vy1, top.y, `${along} from its cell's top`, 3);
  near(vy2, bottom.y + bottom.h, "to the bottom of the cell below", 3);
  assert.match(await page.locator("#walls-left").textContent(), /^walls left: X 8 · O (8|9|10)$/);
  await page.selectOption("#human", "X");
}

/** Hive: the pieces are the board, hexagons where they lie (axial q east, r south-east), with a
 *  ring of empty places around them. The first piece placed by two clicks (a piece in hand,
 *  then the one place marked), a piece on the table moved likewise, a beetle's climb and a
 *  pillbug's throw clicked the same way; the last move's places marked; a stack counted and
 *  named; the hands counted; the keyboard alone; no move offered as a button beside the board,
 *  but a pass, when it is the only move. */
async function checkHive(page, base) {
  console.log("- hive: pieces drawn as hexagons where they lie, placed and moved by two clicks");
  const setUp = async (moves) => {
    await showMoves(page, "hive", moves);
    await page.selectOption("#algo", "alphabeta");
    await page.fill("#depth", "1");
    await page.dispatchEvent("#depth", "input");
    return post(base, "/api/state", { game: "hive", moves: moves.join(" ") });
  };
  const hex = (key) => page.locator(`#board .hex-cell[data-key="${key}"]`);
  const keys = (name) => page.locator(`#board .hex-cell.${name}`).evaluateAll((cells) => cells.map((c) => c.dataset.key).sort());
  const sorted = (places) => [...new Set(places.map((p) => p.join(",")))].sort();
  const inHand = (side, letter) => page.locator("#extra .hand").nth(side === "X" ? 0 : 1).locator(`.hand-piece[data-hand="${letter}"]`);
  const noMoveButtons = async (why) => assert.equal(await page.locator("#extra button:not(.hand-piece)").count(), 0, `no move offered as a button: ${why}`);
  // The centre of the hexagon drawn at `key`, in pixels, and its width.
  const centre = (key) => hex(key).locator(":scope > .hex:not(.under)").evaluate((p) => {
    const b = p.getBoundingClientRect();
    return { x: b.x + b.width / 2, y: b.y + b.height / 2, w: b.width, h: b.height };
  });

  // The empty table: one place, for the first piece; both hands full, yours to click.
  const start = await setUp([]);
  assert.deepEqual(start.tiles, []);
  assert.equal(await page.locator("#board .hex-cell").count(), 1, "one place on an empty table");
  assert.equal(await page.locator("#board .hex-cell.tile").count(), 0);
  assert.equal(await page.locator("#extra .hand-piece").count(), start.hands.X.length + start.hands.O.length);
  await noMoveButtons("the start");
  assert.equal(await inHand("X", "A").getAttribute("aria-label"), "White's ant in hand, 3, can be placed");
  assert.equal(await inHand("X", "Q").isDisabled(), true, "the queen is not placed first");
  assert.equal(await inHand("O", "A").isDisabled(), true, "the engine's pieces cannot be clicked");
  // An ant from the hand, then its place.
  await inHand("X", "A").click();
  assert.equal(await inHand("X", "A").getAttribute("aria-pressed"), "true", "the ant chosen");
  assert.deepEqual(await keys("target"), ["0,0"]);
  assert.equal(await hex("0,0").getAttribute("aria-label"), "place ant at 0,0 (wA1)");
  if (screenshots) await page.screenshot({ path: path.join(screenshots, "hive-start-1280.png"), scale: "css" });
  await hex("0,0").click();
  await waitForMoves(page, 2);
  let moves = await movesShown(page);
  assert.equal(moves[0], "wA1", "the ant placed");
  let state = await post(base, "/api/state", { game: "hive", moves: moves.join(" ") });
  assert.match(await hex("0,0").getAttribute("aria-label"), /^wA1 at 0,0: White ant/);
  assert.equal(await hex("0,0").locator(".hex-letter").textContent(), "A1");
  assert.equal(await hex("0,0").evaluate((g) => g.classList.contains("x")), true, "White's piece light");
  // The engine's piece where the API says, marked as the last move, dark; a hexagon's width
  // from the ant in its direction: beside it on the row (E, W) or half a hexagon aside a row
  // below or above.
  const black = state.last.tile;
  const there = black.to.join(",");
  assert.deepEqual(await keys("last-move"), [there], "the engine's piece marked");
  assert.deepEqual(await keys("last-left"), [], "a piece placed left no place");
  assert.equal(await hex(there).getAttribute("data-piece"), black.piece);
  assert.equal(await hex(there).evaluate((g) => g.classList.contains("o")), true, "Black's piece dark");
  const [a, b] = [await centre("0,0"), await centre(there)];
  const [q, r] = black.to;
  const step = a.w / 0.92;
  const near = (x, y, what) => assert.ok(Math.abs(x - y) < 1.5, `${what}: ${x} vs ${y}`);
  near(b.x - a.x, step * (q + r / 2), "across");
  near(b.y - a.y, step * Math.sqrt(3) / 2 * r, "down");
  assert.ok(Math.abs(a.h / a.w - 2 / Math.sqrt(3)) < 0.03, `a hexagon pointy at the top: ${a.w} x ${a.h}`);
  // The ring: the two pieces and the empty places beside them, and no other.
  const ring = new Set(state.tiles.flatMap((t) => [[0, 0], [1, -1], [1, 0], [0, 1], [-1, 1], [-1, 0], [0, -1]]
    .map(([dq, dr]) => `${t.q + dq},${t.r + dr}`)));
  assert.deepEqual((await page.locator("#board .hex-cell").evaluateAll((cs) => cs.map((c) => c.dataset.key))).sort(), [...ring].sort(), "the hive and a ring around it");
  assert.equal(await inHand("X", "A").getAttribute("aria-label"), "White's ant in hand, 2, can be placed", "an ant fewer in hand");
  assert.match(await inHand("X", "A").textContent(), /×2$/);
  assert.match(await inHand("O", black.letter).getAttribute("aria-label"), /^Black's \w+ in hand, \d+$/);
  await noMoveButtons("a piece on the table");

  // A piece on the table moved, once its queen is placed: the queen chosen, the places it may
  // go marked (and no other), one clicked.
  state = await setUp(["wS1", "bS1 wS1-", "wQ -wS1", "bQ bS1-"]);
  const queen = state.legal.filter((m) => m.tile.piece === "wQ" && m.tile.from);
  assert.equal(queen.length, 2, JSON.stringify(state.legal.map((m) => m.move)));
  assert.equal(await hex("-1,0").getAttribute("aria-label"), "wQ at -1,0: White queen, can move");
  assert.equal(await hex("0,0").evaluate((g) => g.classList.contains("movable")), false, "the spider holds the hive together");
  await hex("-1,0").click();
  assert.equal(await hex("-1,0").getAttribute("aria-pressed"), "true", "the queen chosen");
  assert.deepEqual(await keys("target"), sorted(queen.map((m) => m.tile.to)));
  await noMoveButtons("a piece chosen");
  // Another click on it lets go; a click on a piece that cannot move lets go too.
  await hex("-1,0").click();
  assert.deepEqual(await keys("target"), []);
  await hex("-1,0").click();
  await hex("2,0").click();
  assert.deepEqual(await keys("target"), [], "a click elsewhere lets go");
  await hex("-1,0").click();
  const go = queen[0];
  assert.equal(await hex(go.tile.to.join(",")).getAttribute("aria-label"), `move wQ to ${go.tile.to.join(",")} (${go.move})`);
  await hex(go.tile.to.join(",")).click();
  await waitForMoves(page, 6);
  assert.equal((await movesShown(page))[4], go.move, "the queen moved");
  // That move's places marked: the place reached, the place left.
  await setUp(["wS1", "bS1 wS1-", "wQ -wS1", "bQ bS1-", go.move]);
  assert.deepEqual(await keys("last-move"), [go.tile.to.join(",")]);
  assert.deepEqual(await keys("last-left"), ["-1,0"]);
  assert.equal(await hex("-1,0").getAttribute("aria-label"), "-1,0: empty, left by the last move");
  assert.match(await page.locator("#history").textContent(), /^Moves: wS1, bS1 wS1-, wQ -wS1, bQ bS1-, wQ /, "moves apart by commas");

  // A beetle climbs on the queen: the stack drawn as its top piece, counted, named lowest first.
  const climb = ["wP", "bB1 wP-", "wQ \\wP", "bB2 bB1\\", "wB1 wQ/", "bM /bB2"];
  state = await setUp(climb);
  const onQueen = state.legal.find((m) => m.move === "wB1 wQ");
  await hex(onQueen.tile.from.join(",")).click();
  const queenAt = onQueen.tile.to.join(",");
  assert.deepEqual(await hex(queenAt).evaluate((g) => [g.classList.contains("target"), g.dataset.piece]), [true, "wQ"], "the queen's place a target");
  assert.match(await hex(queenAt).getAttribute("aria-label"), new RegExp(`^move wB1 onto wQ at ${queenAt} \\(wB1 wQ\\); wQ at `));
  await hex(queenAt).click();
  await waitForMoves(page, climb.length + 2);
  assert.equal((await movesShown(page))[climb.length], "wB1 wQ", "the beetle climbed");
  await setUp([...climb, "wB1 wQ"]);
  assert.equal(await hex(queenAt).getAttribute("data-piece"), "wB1", "the beetle on top");
  assert.equal(await hex(queenAt).locator(".stack-mark").textContent(), "2");
  assert.equal(await hex(queenAt).locator(".hex.under").count(), 1, "the queen under it peeks out");
  assert.match(await hex(queenAt).getAttribute("aria-label"), /^wB1 at \S+: White beetle, on top of a stack of 2, lowest first: wQ, wB1, reached by the last move$/);
  assert.match(await hex(queenAt).locator("title").textContent(), /a stack of 2, lowest first: wQ \(White queen\), wB1 \(White beetle\)$/);
  if (screenshots) await page.screenshot({ path: path.join(screenshots, "hive-stack-1280.png"), scale: "css" });

  // The pillbug throws the piece beside it: the piece thrown clicked, then where it goes.
  const thrown = ["wP", "bP wP/", "wQ /wP", "bB1 \\bP", "wQ /bB1", "bB2 \\bB1"];
  state = await setUp(thrown);
  const throws = state.legal.filter((m) => m.tile.piece === "bP");
  assert.ok(throws.length > 0, "White's pillbug can throw Black's");
  const from = throws[0].tile.from.join(",");
  assert.match(await hex(from).getAttribute("aria-label"), /^bP at \S+: Black pillbug, can move$/);
  await hex(from).click();
  assert.deepEqual(await keys("target"), sorted(throws.map((m) => m.tile.to)));
  await hex(throws[0].tile.to.join(",")).click();
  await waitForMoves(page, thrown.length + 2);
  assert.equal((await movesShown(page))[thrown.length], throws[0].move, "the pillbug threw it");

  // The keyboard alone: Tab reaches your pieces that can move; Enter chooses one and the focus
  // goes to a place it may go; an arrow to another; Space plays there.
  state = await setUp(["wS1", "bS1 wS1-", "wQ -wS1", "bQ bS1-"]);
  await page.focus("#human");
  for (let i = 0; i < 10 && !(await page.evaluate(() => document.getElementById("board").contains(document.activeElement))); i++) {
    await page.keyboard.press("Tab");
  }
  const focused = () => page.evaluate(() => document.activeElement.getAttribute("aria-label"));
  assert.equal(await focused(), "wQ at -1,0: White queen, can move", "Tab reaches the queen");
  await page.keyboard.press("Enter");
  const first = await focused();
  assert.match(first, /^move wQ to -?\d+,-?\d+ \(wQ .+\)$/, "the focus on a place the queen may go");
  await page.keyboard.press("Escape");
  assert.deepEqual(await keys("target"), [], "Escape lets go");
  await page.keyboard.press("Enter");
  assert.equal(await keys("target").then((k) => k.length), queen.length);
  const before = await focused();
  for (const arrow of ["ArrowDown", "ArrowUp", "ArrowRight", "ArrowLeft"]) {
    if ((await focused()) !== before) break;
    await page.keyboard.press(arrow);
  }
  const other = await focused();
  assert.notEqual(other, before, "an arrow moves to the other place");
  assert.match(other, /^move wQ to /);
  await page.keyboard.press(" ");
  await waitForMoves(page, 6);
  assert.equal((await movesShown(page))[4], /\((.+)\)$/.exec(other)[1], "the move played with the keyboard");
  // A hand piece by the keyboard: Enter on it, then Enter on the place the focus goes to.
  await setUp(["wS1"]);
  await inHand("O", "G").focus();
  await page.keyboard.press("Enter");
  assert.match(await focused(), /^place grasshopper at -?\d+,-?\d+ \(bG1 .+\)$/);
  await page.keyboard.press("Enter");
  await waitForMoves(page, 3);
  assert.match((await movesShown(page))[1], /^bG1 /, "the grasshopper placed with the keyboard");

  // A side with no move passes: its one move, a button beside the board.
  await setUp(["wS1"]);
  await page.evaluate(() => {
    const state = current();
    app.states[app.states.length - 1] = { ...state, legal: [{ move: "pass", cell: null, path: [] }] };
    draw();
  });
  assert.deepEqual(await page.locator("#extra button:not(.hand-piece)").evaluateAll((bs) => bs.map((b) => b.dataset.move)), ["pass"]);
  assert.equal(await page.locator("#extra .hand-piece:not(:disabled)").count(), 0, "no piece to place");
  assert.equal(await page.locator('#board .hex-cell[tabindex="0"]').count(), 0, "no piece to move");
  await page.evaluate(() => { document.getElementById("human").value = "X"; });
  await page.click("#new");
}

/** The pieces in hand drawn under the board and dropped by two clicks (crazyhouse), and a move
 *  that the cells clicked do not tell from another chosen by name: a chess promotion, a shogi
 *  piece promoted or not. */
async function checkHands(page, base) {
  console.log("- pieces in hand shown and dropped by clicks; promotions chosen by name");
  const setUp = async (id, moves) => {
    await showMoves(page, id, moves.split(" "));
    await page.selectOption("#algo", "alphabeta");
    await page.fill("#depth", "1");
    await page.dispatchEvent("#depth", "input");
    return post(base, "/api/state", { game: id, moves });
  };
  const cell = ([r, c]) => page.locator(`#board .cell[data-row="${r}"][data-col="${c}"]`);
  // Crazyhouse: e4xd5 put a pawn in White's hand, Qxd5 one in Black's.
  const crazy = await setUp("crazyhouse", "e2e4 d7d5 e4d5 d8d5");
  assert.deepEqual(crazy.hands, { X: [{ letter: "P", count: 1 }], O: [{ letter: "P", count: 1 }] });
  assert.equal(await page.locator("#extra .hand").count(), 2, "both sides' hands");
  const mine = page.locator("#extra .hand").nth(0).locator(".hand-piece");
  const theirs = page.locator("#extra .hand").nth(1).locator(".hand-piece");
  assert.deepEqual([await mine.count(), await theirs.count()], [1, 1]);
  assert.equal(await mine.isDisabled(), false, "your pawn in hand can be dropped");
  assert.equal(await theirs.isDisabled(), true, "the engine's cannot be clicked");
  assert.equal((await mine.textContent()).trim(), `${"\u265F\uFE0E"}×1`);
  await mine.click();
  assert.equal(await mine.getAttribute("aria-pressed"), "true", "the pawn chosen");
  if (screenshots) await page.screenshot({ path: path.join(screenshots, "crazyhouse-drop-1280.png"), scale: "css" });
  const drop = crazy.legal.find((m) => m.move === "P@e4");
  assert.equal(await cell(drop.path[0]).evaluate((c) => c.classList.contains("target")), true, "e4 takes it");
  const first = crazy.legal.filter((m) => m.drop).map((m) => String(m.path[0]));
  const targets = await cellsMarked(page, "target");
  assert.deepEqual(targets.map(String).sort(), first.sort(), "the cells a pawn may be dropped on, and no other");
  await cell(drop.path[0]).click();
  await waitForMoves(page, 6);
  assert.equal((await movesShown(page))[4], "P@e4", "the drop played");

  // Chess: bxa6 ... Bb7 axb7 Nc6 leaves a pawn on b7 that promotes on b8 (or takes on a8).
  const chess = await setUp("chess", "a2a4 b7b5 a4b5 a7a6 b5a6 c8b7 a6b7 b8c6");
  const queen = chess.legal.find((m) => m.move === "b7b8q");
  await clickCells(page, queen.path);
  const choices = await page.locator("#extra .choice").allTextContents();
  assert.deepEqual(choices, ["to a queen (b7b8q)", "to a rook (b7b8r)", "to a bishop (b7b8b)", "to a knight (b7b8n)"], "the strongest first");
  assert.equal(await page.evaluate(() => document.activeElement.classList.contains("choice")), true, "the choice focused");
  await page.keyboard.press("Escape");
  assert.equal(await page.locator("#extra .choice").count(), 0, "Escape lets go");
  await clickCells(page, queen.path);
  await page.locator('#extra .choice[data-move="b7b8n"]').click();
  await waitForMoves(page, 10);
  assert.equal((await movesShown(page))[8], "b7b8n", "the promotion chosen");
  // The last move on a board of figurines: its square tinted, as a chess board marks it.
  const tint = await page.evaluate(() => {
    const after = (c) => getComputedStyle(c, "::after").backgroundColor;
    const marked = document.querySelector("#board .cell.last-move");
    const shade = marked.classList.contains("dark") ? "dark" : "light";
    const plain = [...document.querySelectorAll(`#board .cell.${shade}`)]
      .find((c) => !c.matches(".last-move, .last-left, .previous-move, :focus-visible"));
    return [after(marked), after(plain)];
  });
  assert.notEqual(tint[0], tint[1], `the last move's square tinted: ${tint}`);

  // Shogi: the bishop takes on 2b, and may promote there or not; the bishop taken is in hand.
  const shogi = await setUp("shogi", "7g7f 3c3d");
  const take = shogi.legal.find((m) => m.move === "8h2b+");
  await clickCells(page, take.path);
  assert.deepEqual(await page.locator("#extra .choice").allTextContents(), ["promoted (8h2b+)", "as it is (8h2b)"]);
  if (screenshots) await page.screenshot({ path: path.join(screenshots, "shogi-promotion-1280.png"), scale: "css" });
  await page.locator('#extra .choice[data-move="8h2b+"]').click();
  await waitForMoves(page, 4);
  assert.equal((await movesShown(page))[2], "8h2b+");
  const black = page.locator("#extra .hand").nth(0);
  assert.match(await black.textContent(), /Black holds:B×1/);
  await page.evaluate(() => { document.getElementById("human").value = "X"; });
  await page.click("#new");
}

/** Chooses `id` in the game list and waits for its board (or piles) to be drawn. */
async function chooseGame(page, id) {
  await page.selectOption("#game", id);
  await page.waitForFunction((game) => {
    const board = document.getElementById("board");
    return board.classList.contains(`game-${game}`) && board.querySelector(".cell, .pile, .pit, .edge, .drawing")
      && !document.body.classList.contains("busy");
  }, id, { timeout: 30000 });
}

/** The geometry of the drawn board: every cell's box and its stone's, the board's and the
 *  panel's content box, the coordinate labels, whether the page scrolls sideways. */
function geometry(page) {
  return page.evaluate(() => {
    const box = (el) => { const r = el.getBoundingClientRect(); return { x: r.x, y: r.y, w: r.width, h: r.height }; };
    const board = document.getElementById("board");
    const panel = board.parentElement;
    const style = getComputedStyle(panel);
    const outer = panel.getBoundingClientRect();
    return {
      cells: [...board.querySelectorAll(".cell")].map((cell) => ({
        row: Number(cell.dataset.row), col: Number(cell.dataset.col), box: box(cell),
        clip: getComputedStyle(cell).clipPath,
        stone: cell.querySelector(".stone") ? box(cell.querySelector(".stone")) : null,
      })),
      board: box(board),
      // A board wider than its panel scrolls within its box: all it holds.
      content: { ...box(board), x: box(board).x - board.scrollLeft, w: Math.max(board.scrollWidth, box(board).w) },
      panel: {
        x: outer.x + parseFloat(style.borderLeftWidth), y: outer.y,
        w: panel.clientWidth, h: outer.height,
      },
      columns: [...board.querySelectorAll(".coord.column.start")].map((e) => e.textContent),
      rows: [...board.querySelectorAll(".coord.row.start")].map((e) => e.textContent),
      scrollWidth: document.documentElement.scrollWidth,
    };
  });
}

/** Every cell the same size (a hexagon on a hex board), no stone outside its cell, the board
 *  inside its panel, the coordinates those of the layout, no sideways scrolling. */
function checkGeometry(g, game, width) {
  const where = `${game.id} at ${width}px`;
  const near = (a, b, what) => assert.ok(Math.abs(a - b) < 0.6, `${where}: ${what}: ${a} vs ${b}`);
  assert.ok(g.scrollWidth <= width, `${where}: the page is ${g.scrollWidth}px wide`);
  const inside = (inner, outer, what) => {
    assert.ok(inner.x >= outer.x - 0.5 && inner.x + inner.w <= outer.x + outer.w + 0.5
      && inner.y >= outer.y - 0.5 && inner.y + inner.h <= outer.y + outer.h + 0.5,
    `${where}: ${what} ${JSON.stringify(inner)} outside ${JSON.stringify(outer)}`);
  };
  inside(g.board, g.panel, "the board");
  const layout = game.layout;
  if (["piles", "pits", "text", "edges", "points", "tiles"].includes(layout.kind)) return;
  // Every cell of the rectangle, or those on the board where it leaves some out (Y's triangle).
  const onBoard = layout.on_board.flat().filter(Boolean).length;
  assert.equal(g.cells.length, onBoard, `${where}: cells`);
  if (game.id === "y") assert.equal(onBoard, 190, `${where}: the triangle's cells`);
  const [first] = g.cells;
  for (const cell of g.cells) {
    near(cell.box.w, first.box.w, `width of cell ${cell.row},${cell.col}`);
    near(cell.box.h, first.box.h, `height of cell ${cell.row},${cell.col}`);
    inside(cell.box, g.content, `cell ${cell.row},${cell.col}`);
    if (cell.stone) inside(cell.stone, cell.box, `the stone of ${cell.row},${cell.col}`);
  }
  // Cells a finger can hit: at least 24 px (Gomoku's board scrolls sideways on a phone).
  assert.ok(first.box.w >= 23.5 && first.box.h >= 23.5, `${where}: a cell of ${first.box.w} x ${first.box.h} px`);
  const at = new Map(g.cells.map((c) => [`${c.row},${c.col}`, c.box]));
  // The first cell with a cell to its right and one below it (on a hexagon of hexagons the
  // first row begins further right; a star's first row is its tip, one cell), and those two.
  const corner = g.cells.find((c) => at.has(`${c.row},${c.col + 1}`) && at.has(`${c.row + 1},${c.col}`));
  const base = corner.box;
  const right = at.get(`${corner.row},${corner.col + 1}`), below = at.get(`${corner.row + 1},${corner.col}`);
  near(right.x - base.x, base.w, "the step from one column to the next");
  if (layout.kind === "hex") {
    // Hexagons: pointy at the top, 2/sqrt(3) as tall as wide, each row half a cell to the right
    // and three quarters of a cell lower.
    assert.ok(g.cells.every((c) => c.clip.startsWith("polygon(50% 0")), `${where}: ${first.clip}`);
    assert.ok(Math.abs(first.box.h / first.box.w - 2 / Math.sqrt(3)) < 0.03, `${where}: a hexagon's proportions`);
    near(below.x - base.x, base.w / 2, "the shift of a row");
    assert.ok(Math.abs(below.y - base.y - base.h * 0.75) < 1, `${where}: the step of a row: ${JSON.stringify([base, below])}`);
  } else {
      near(first.box.w, first.box.h, "a square cell");
      near(below.y - base.y, base.h, "the step from one row to the next");
    }
    if (layout.columns) assert.deepEqual(g.columns, layout.columns, `${where}: column names`);
    if (layout.rows) assert.deepEqual(g.rows, layout.rows, `${where}: row names`);
  }

  /** Plays one of your moves on the drawn board by clicking (a stone, then where it steps, in a
   *  game of steps; cell after cell along a longer path); returns the move. */
  async function playAMove(page) {
    const movable = page.locator("#board .cell.movable");
    // Hive: a piece in hand, then the place marked for it.
    if (await page.evaluate(() => app.game.layout.kind === "tiles")) {
      await page.locator("#extra .hand-piece.movable").first().click();
      const place = page.locator("#board .cell.target").first();
      const move = await place.getAttribute("data-move");
      await place.click();
      return move;
    }
    // Dominoes: a click places the domino the pointer shows.
    if (await page.evaluate(() => app.game.layout.stones === "dominoes")) {
      await movable.first().click();
      await page.waitForFunction(() => document.getElementById("history").textContent.includes("Moves:"), null, { timeout: 30000 });
      return (await movesShown(page))[0];
    }
    if (await movable.count() && !(await page.locator("#board .cell.target").count())) {
      await movable.first().click();
      await page.waitForSelector("#board .cell.target, #board .cell.next");
      // Further cells of the path, until one plays a move.
      for (let i = 0; i < 8 && !(await page.locator("#board .cell.target").count()); i++) {
        await page.locator("#board .cell.next").first().click();
        await page.waitForSelector("#board .cell.target, #board .cell.next");
      }
    }
    // A stone placed, then a block turned (Pentago): the cell, then the first arrow.
    const places = page.locator("#board .cell.places");
    if (await places.count()) {
      await places.first().click();
      const turn = page.locator("#board .turn").first();
      const move = await turn.getAttribute("data-move");
      await turn.click();
      return move;
    }
    // Dots and boxes: edges one at a time until one plays the move.
    for (let i = 0; i < 16 && await page.locator("#board .edge.legal").count() && !(await page.locator("#board .edge.legal[data-move]").count()); i++) {
      await page.locator("#board .edge.legal").first().click();
    }
    const target = page.locator("#board .cell.target, #board .edge.legal[data-move], #board .pit.legal[data-move], #extra button.take").first();
    const move = await target.getAttribute("data-move");
    await target.click();
    return move;
  }

  /** Every bundled game drawn at `width` px: its geometry, and after a move and the engine's
   *  reply, the marks of the last two moves where the API says they are. */
  async function checkBoards(page, base, listed, width) {
    for (const game of listed.games) {
      await chooseGame(page, game.id);
      await page.selectOption("#algo", "alphabeta");
      await page.fill("#depth", "1");
      await page.dispatchEvent("#depth", "input");
      checkGeometry(await geometry(page), game, width);
      if (game.layout.on_board) {
        // The board is one tab stop (and in a game of walls, one for the walls across and one
        // for those along); only cells that play (or a stone that can move) are enabled.
        assert.equal(await page.locator('#board [tabindex="0"]:not(.wall-target)').count(), 1, `${game.id}: one tab stop`);
        const wallStops = await page.locator('#board .wall-target[tabindex="0"]').evaluateAll((bs) => bs.map((b) => b.dataset.move.slice(-1)));
        assert.ok(["", "h", "v", "hv"].includes(wallStops.join("")), `${game.id}: a tab stop for each way walls lie: ${wallStops}`);
        assert.equal(await page.locator("#board .cell:not(:disabled):not([data-move]):not(.movable)").count(), 0,
          `${game.id}: an enabled cell that does not play`);
        if (width >= 1280) await checkContrast(page, game.id);
      }
      if (width < 640) {
        // On a phone: the status, New game and Undo above the board.
        const top = (await page.locator("#board").boundingBox()).y;
        for (const id of ["status", "new", "undo"]) {
          const box = await page.locator(`#${id}`).boundingBox();
          assert.ok(box.y + box.height <= top, `${game.id} at ${width}px: #${id} above the board`);
        }
      }
      const move = await playAMove(page);
      await page.waitForFunction(() => {
        const text = document.getElementById("history").textContent.replace(/^Moves:\s*/, "");
        return text.split(" ").filter(Boolean).length >= 2 && !document.body.classList.contains("busy");
      }, null, { timeout: 30000 });
      const moves = await movesShown(page);
      assert.equal(moves[0], move, `${game.id}: the move clicked`);
      checkGeometry(await geometry(page), game, width);
      if (game.layout.on_board) {
        const mine = await post(base, "/api/state", { game: game.id, moves: moves.slice(0, 1).join(" ") });
        const reply = await post(base, "/api/state", { game: game.id, moves: moves.join(" ") });
        const marked = (name) => page.locator(`#board .cell.${name}`).evaluateAll((cells) =>
          cells.map((c) => [Number(c.dataset.row), Number(c.dataset.col)]));
        // A move that fills no cell (a capture in Clobber, a removal in Konane) marks none.
        const filled = (last) => (last.cell ? [last.cell] : []);
        assert.deepEqual(await marked("last-move"), filled(reply.last), `${game.id}: the engine's reply marked`);
        assert.deepEqual(await marked("previous-move"), filled(mine.last), `${game.id}: your move marked`);
        const path = (cells) => [...new Set(cells.map(String))].sort();
        assert.deepEqual(path(await marked("last-path")), path(reply.last.path), `${game.id}: the reply's path marked`);
        const sorted = (cells) => cells.map(String).sort();
        assert.deepEqual(sorted(await marked("turned")), sorted(reply.last.changed), `${game.id}: the cells turned`);
        if (game.scoring === "margin") {
          const count = await page.locator("#disc-count").textContent();
          assert.equal(count, `discs: X ${reply.count.X} · O ${reply.count.O}`);
        }
      }
      if (screenshots) {
        // On a phone the page has scrolled to the cell clicked: shown from the panel's top.
        if (width < 600) await page.evaluate(() => document.querySelector(".panel.play").scrollIntoView({ block: "start" }));
        await page.screenshot({ path: path.join(screenshots, `${game.id}-${width}.png`), scale: "css" });
      }
    }
  }

  /** Waits until the engine is searching. */
  async function waitForSearch(page) {
    await page.waitForFunction(() => document.body.classList.contains("busy"), null, { timeout: 10000 });
  }

  /** A wait that holds on a loaded machine of two cores (the page answers in a few milliseconds
   *  when idle; a bound of one second, as these waits had, can be missed under load). */
  const LOADED_WAIT_MS = 10000;

  /** Clicks a legal cell and checks that the move is shown (within `LOADED_WAIT_MS`); prints how
   *  long it took, which is well under a second on an idle machine. */
  async function playsAtOnce(page, moves) {
    const started = Date.now();
    await page.locator("#board .cell.target").first().click({ timeout: LOADED_WAIT_MS });
    await page.waitForFunction((n) => {
      const text = document.getElementById("history").textContent.replace(/^Moves:\s*/, "");
      return text.split(" ").filter(Boolean).length === n;
    }, moves, { timeout: LOADED_WAIT_MS });
    console.log(`  the move was shown after ${Date.now() - started} ms`);
  }

  /** New game, a game switch and Undo pressed while the engine searches for 2 s: each stops the
   *  search, and a move can be played at once. Out-of-range seconds are brought within range. */
  async function checkLockups(page, listed) {
    const step = (name) => console.log(`- ${name}`);
    step("seconds out of range are brought within the server's limit");
    await chooseGame(page, "connect4");
    await page.selectOption("#algo", "engine");
    await page.selectOption("#limit", "time");
    await page.fill("#time", "10");
    await page.dispatchEvent("#time", "change");
    assert.equal(Number(await page.inputValue("#time")), listed.max_time);
    await page.fill("#time", "-3");
    await page.dispatchEvent("#time", "change");
    assert.equal(Number(await page.inputValue("#time")), 0.1);
    await page.fill("#time", "2");
    await page.dispatchEvent("#time", "change");

    step("New game during a 2 s search");
    await playsAtOnce(page, 1);
    await waitForSearch(page);
    const pressed = Date.now();
    await page.click("#new");
    // The new position arrives from the server, on an idle machine well before the 2 s search
    // would have ended (the time is printed; the wait itself allows a loaded machine).
    await page.waitForFunction(
      () => /^Your move/.test(document.getElementById("status").textContent),
      null,
      { timeout: LOADED_WAIT_MS },
    );
    const waited = Date.now() - pressed;
    console.log(`  the new position was shown ${waited} ms after New game` +
      (waited >= 2000 ? " (not before the 2 s search would have ended)" : ""));
    assert.equal(await page.evaluate(() => document.body.classList.contains("busy")), false);
    await playsAtOnce(page, 1);

    step("a game switch during a 2 s search");
    await waitForSearch(page);
    await chooseGame(page, "othello");
    await playsAtOnce(page, 1);

    step("Undo during a 2 s search");
    await waitForSearch(page);
    await page.click("#undo");
    assert.deepEqual(await movesShown(page), []);
    assert.equal(await page.locator("#compare").isDisabled(), false);
    await playsAtOnce(page, 1);
    await waitForSearch(page);
    await page.selectOption("#algo", "alphabeta");
    await page.click("#new");
  }

  /** Tic-tac-toe to the end with the keyboard alone: Tab into the board (one tab stop), arrows
   *  to a cell, Enter; focus stays in the board; the outcome is the API's. */
  async function checkKeyboard(page, base) {
    console.log("- tic-tac-toe to the end with the keyboard alone");
    await chooseGame(page, "tictactoe");
    await page.selectOption("#algo", "engine");
    await page.selectOption("#limit", "depth");
    await page.focus("#human");
    for (let i = 0; i < 10 && !(await page.evaluate(() => document.getElementById("board").contains(document.activeElement))); i++) {
      await page.keyboard.press("Tab");
    }
    const inBoard = () => page.evaluate(() => {
      const active = document.activeElement;
      return document.getElementById("board").contains(active) ? active.getAttribute("aria-label") || "board" : null;
    });
    assert.ok(await inBoard(), "Tab reaches the board");
    const over = () => page.evaluate(() => !/^Your move/.test(document.getElementById("status").textContent));
    let plies = 0;
    while (!(await over())) {
      assert.ok(plies < 9, "a game of tic-tac-toe ends within 9 plies");
      // One tab stop, on a legal cell; no illegal cell can be focused.
      assert.equal(await page.locator('#board [tabindex="0"]').count(), 1);
      const label = await inBoard();
      assert.match(label, /^\d: empty, legal move \d$/, "the focused cell's label");
      assert.equal(await page.locator("#board .cell:not(:disabled):not([data-move])").count(), 0);
      await page.keyboard.press("ArrowDown");
      await page.keyboard.press("ArrowRight");
      const before = (await movesShown(page)).length;
      await page.keyboard.press("Enter");
      await page.waitForFunction((n) => {
        const moves = document.getElementById("history").textContent.replace(/^Moves:\s*/, "").split(" ").filter(Boolean);
        return !document.body.classList.contains("busy") && (moves.length === n + 2
          || (moves.length === n + 1 && !/^Your move/.test(document.getElementById("status").textContent)));
      }, before, { timeout: 30000 });
      assert.ok(await inBoard(), "focus stays in the board after a move");
      plies = (await movesShown(page)).length;
    }
    const moves = await movesShown(page);
    const final = await post(base, "/api/state", { game: "tictactoe", moves: moves.join(" ") });
    assert.equal(final.over, true, `the game is over after ${moves.join(" ")}`);
    const why = final.line ? " (a line)" : "";
  const expected = final.winner == null ? "Draw." : final.winner === "X" ? `You win: X wins${why}.` : `The engine wins: O wins${why}.`;
    assert.equal(await page.locator("#status").textContent(), expected);
    assert.equal(await page.locator("#compare").isDisabled(), true, "nothing to compare in a finished game");
    const line = await page.locator("#board .cell.win").evaluateAll((cells) =>
      cells.map((c) => [Number(c.dataset.row), Number(c.dataset.col)]));
    assert.deepEqual(line, final.line || [], "the winning line marked");
    if (final.winner) assert.equal(line.length, 3);
  }

  /** The textbook tree panel: minimax (9 leaves) and alpha-beta (6) on the tree of the
   *  textbooks, value 3 both, the cuts shown; Next, Previous and Run by keyboard; the tree
   *  edited and searched again; a bad tree gives its message; the panel fits 360 px. */
  async function checkTree(page, base) {
    console.log("- the textbook tree: minimax and alpha-beta step by step");
    await page.goto(base);
    await page.waitForFunction(() => /^Step 0 of \d+/.test(document.getElementById("tree-step").textContent));
    const textbook = "[[3,12,8],[2,4,6],[5,1,9]]";
    assert.equal(await page.inputValue("#tree-text"), textbook);
    const expected = {
      minimax: await post(base, "/api/tree", { tree: textbook, algo: "minimax" }),
      alphabeta: await post(base, "/api/tree", { tree: textbook, algo: "alphabeta" }),
    };
    const shown = () => page.evaluate(() => ({
      step: document.getElementById("tree-step").textContent,
      leaves: document.getElementById("tree-leaves").textContent,
      value: document.getElementById("tree-value").textContent,
      window: document.getElementById("tree-window").textContent,
      windowShown: !document.getElementById("tree-window-row").hidden,
      cuts: [...document.querySelectorAll("#tree-cuts li")].map((li) => li.textContent),
      crosses: document.querySelectorAll("#tree-drawing .cross").length,
      skipped: document.querySelectorAll("#tree-drawing .node.skipped").length,
      max: document.querySelectorAll("#tree-drawing .node.max").length,
      min: document.querySelectorAll("#tree-drawing .node.min").length,
      leafValues: [...document.querySelectorAll("#tree-drawing .leaf-value")].map((t) => Number(t.textContent)),
      current: document.querySelectorAll("#tree-drawing .node.current").length,
      error: document.getElementById("tree-error").textContent,
      scrollWidth: document.documentElement.scrollWidth,
    }));
    let s = await shown();
    assert.equal(s.max, 1);
    assert.equal(s.min, 3);
    assert.deepEqual(s.leafValues, [3, 12, 8, 2, 4, 6, 5, 1, 9]);
    assert.equal(s.windowShown, false, "minimax has no window");
    await page.click("#tree-run");
    await page.waitForFunction(() => /^Step (\d+) of \1\./.test(document.getElementById("tree-step").textContent));
    s = await shown();
    assert.equal(s.leaves, "9 of 9");
    assert.equal(s.value, "3");
    assert.match(s.step, /Done: the value is 3\./);
    assert.deepEqual([s.cuts, s.crosses, s.skipped], [[], 0, 0], "minimax cuts nothing");
    assert.equal(expected.minimax.leaves, 9);

    await page.selectOption("#tree-algo", "alphabeta");
    await page.waitForFunction(() => /^Step 0 of 21\./.test(document.getElementById("tree-step").textContent));
    assert.equal(expected.alphabeta.steps.length, 21);
    // By keyboard: Tab from Reset to Next (Previous is disabled at the start), Enter step after
    // step up to the first cut (step 13).
    await page.focus("#tree-reset");
    await page.keyboard.press("Tab");
    assert.equal(await page.evaluate(() => document.activeElement.id), "tree-next");
    const outline = await page.evaluate(() => getComputedStyle(document.activeElement).outlineStyle);
    assert.equal(outline, "solid", "the focused button is outlined");
    for (let i = 0; i < 13; i++) await page.keyboard.press("Enter");
    await page.waitForFunction(() => /^Step 13 of 21\./.test(document.getElementById("tree-step").textContent));
    s = await shown();
    assert.match(s.step, /Cut at MIN node 2: β = 2 ≤ α = 3\./);
    assert.match(s.step, /2 children skipped/);
    assert.equal(s.leaves, "4 so far (of 9)");
    assert.equal(s.value, "3 so far");
    assert.equal(s.window, "(3, 2) at MIN node 2");
    assert.deepEqual([s.cuts.length, s.crosses, s.skipped], [1, 2, 2]);
    // Back one step with Shift+Tab to Previous and Enter: the cut undone.
    await page.keyboard.press("Shift+Tab");
    assert.equal(await page.evaluate(() => document.activeElement.id), "tree-prev");
    await page.keyboard.press("Enter");
    s = await shown();
    assert.match(s.step, /^Step 12 of 21\. Backs up 2 from leaf 2\.1 to MIN node 2/);
    assert.deepEqual([s.cuts.length, s.crosses], [0, 0]);
    assert.equal(s.window, "(3, 2) at MIN node 2");
    // Run (Tab twice, Enter): the end.
    await page.keyboard.press("Tab");
    await page.keyboard.press("Tab");
    assert.equal(await page.evaluate(() => document.activeElement.id), "tree-run");
    await page.keyboard.press("Enter");
    s = await shown();
    assert.equal(s.leaves, "6 of 9");
    assert.equal(s.value, "3");
    assert.equal(s.cuts.length, 2);
    assert.match(s.cuts[1], /MIN node 3: β = 1 ≤ α = 3/);
    assert.deepEqual([s.crosses, s.skipped], [3, 3]);
    assert.equal(expected.alphabeta.leaves, 6);
    // Reset: back to the start.
    await page.click("#tree-reset");
    s = await shown();
    assert.match(s.step, /^Step 0 of 21\./);
    assert.equal(s.leaves, "0 so far (of 9)");

    // Edited leaves, searched again: min(1,2) = 1, min(3,4) = 3, MAX takes 3; alpha-beta cuts
    // nothing (3 > 1 and 4 > 1), 4 leaves both.
    await page.fill("#tree-text", "[[1,2],[3,4]]");
    await page.click("#tree-run");
    await page.waitForFunction(() => /of 4$/.test(document.getElementById("tree-leaves").textContent));
    s = await shown();
    assert.deepEqual([s.leaves, s.value, s.cuts.length], ["4 of 4", "3", 0]);
    assert.deepEqual(s.leafValues, [1, 2, 3, 4]);
    await page.selectOption("#tree-algo", "minimax");
    await page.click("#tree-run");
    await page.waitForFunction(() => document.getElementById("tree-window-row").hidden);
    s = await shown();
    assert.deepEqual([s.leaves, s.value], ["4 of 4", "3"]);
    // An uneven tree, run at once from the end of the last search: Run is enabled again by the
    // edit.
    assert.equal(await page.locator("#tree-run").isDisabled(), true, "at the end, nothing to run");
    await page.fill("#tree-text", "[[1], 4, [[2, 7]], [-5, 6]]");
    assert.equal(await page.locator("#tree-run").isDisabled(), false, "an edited tree can be run");
    await page.click("#tree-run");
    await page.waitForFunction(() => document.getElementById("tree-leaves").textContent === "6 of 6");
    assert.equal((await shown()).value, "7");
    await page.selectOption("#tree-algo", "alphabeta");
    await page.click("#tree-run");
    await page.waitForFunction(() => document.getElementById("tree-leaves").textContent === "5 of 6");
    assert.equal((await shown()).value, "7");

    // A bad tree: its message, the page still there; a good one afterwards clears it.
    await page.fill("#tree-text", "[[3,12,8],[2,4,6],[5,1,9]");
    await page.keyboard.press("Enter");
    await page.waitForFunction(() => document.getElementById("tree-error").textContent !== "");
    s = await shown();
    assert.match(s.error, /expected `,` or `]` at character 26/);
    assert.equal(await page.getAttribute("#tree-text", "aria-invalid"), "true");
    assert.equal(await page.locator("#tree-prev").isDisabled(), true);
    assert.equal(await page.locator("#tree-run").isDisabled(), false, "the tree can be fixed and run");
    assert.equal(s.max + s.min, 0, "no drawing of a tree that is not one");
    await page.fill("#tree-text", textbook);
    await page.click("#tree-run");
    await page.waitForFunction(() => document.getElementById("tree-leaves").textContent === "6 of 9");
    assert.equal((await shown()).error, "");

    // 360 px wide: no sideways scrolling, the drawing inside its panel.
    await page.setViewportSize({ width: 360, height: 740 });
    const fit = await page.evaluate(() => ({
      scrollWidth: document.documentElement.scrollWidth,
      svg: document.querySelector("#tree-drawing svg").getBoundingClientRect().right,
      panel: document.getElementById("tree-panel").getBoundingClientRect().right,
    }));
    assert.ok(fit.scrollWidth <= 360, `the page is ${fit.scrollWidth}px wide at 360 px`);
    assert.ok(fit.svg <= fit.panel, `the tree ${fit.svg} inside its panel ${fit.panel}`);
  }

  /** A page that records its errors (uncaught exceptions and console errors) in `errors`. */
  async function newPage(browser, viewport, errors) {
    const page = await browser.newPage({ viewport, deviceScaleFactor: viewport.width < 600 ? 2 : 1 });
    page.on("pageerror", (e) => errors.push(e.message));
    page.on("console", (m) => { if (m.type() === "error") errors.push(m.text()); });
    // WEB_DIR: the page's own files from that folder rather than the program's, to try an edit
    // of the page without building the program again.
    if (process.env.WEB_DIR) {
      for (const file of ["app.js", "style.css"]) {
        await page.route(`**/${file}`, (route) => route.fulfill({ path: path.join(process.env.WEB_DIR, file) }));
      }
    }
    return page;
  }

  const { server, base } = await startServer(gamedsl);
  let authorServer;
  let browser;
  let failed = false;
  try {
    browser = await chromium.launch({
      executablePath,
      args: ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking",
        "--disable-component-update", "--disable-sync"],
    });
    const listed = await (await fetch(new URL("/api/games", base))).json();
    const errors = [];
    const page = await newPage(browser, { width: 1280, height: 900 }, errors);
    /** The author's program: its games (a hex board, stones that step, a step then a turn of
     *  a quadrant) drawn and played one move each from the API's description alone. */
    const checkAuthor = async () => {
      const other = await startServer(author);
      authorServer = other.server;
      const authorListed = await (await fetch(new URL("/api/games", other.base))).json();
      assert.deepEqual(authorListed.games.map((g) => g.layout.kind), ["hex", "square", "square"]);
      const authorPage = await newPage(browser, { width: 1280, height: 900 }, errors);
      await authorPage.goto(other.base);
      await authorPage.waitForSelector("#board .cell");
      await checkBoards(authorPage, other.base, authorListed, 1280);
    };
    if (only) {
      const checks = {
        "author": () => checkAuthor(),
        "safe-input": (p) => checkSafeInput(p, base),
        "server-marks": (p) => checkServerMarks(p, base),
        "boards-1280": (p) => checkBoards(p, base, listed, 1280),
        "boards-390": (p) => checkBoards(p, base, listed, 390),
        "look": (p) => checkLook(p, base),
        "drawn": (p) => checkDrawn(p, base),
        "points": (p) => checkPoints(p, base),
        "crossings": (p) => checkCrossings(p, base),
        "links": (p) => checkLinks(p),
        "walls": (p) => checkWalls(p, base),
        "hands": (p) => checkHands(p, base),
        "hive": (p) => checkHive(p, base),
      };
      assert.ok(checks[only], `--only: one of ${Object.keys(checks).join(", ")}`);
      const alone = only === "boards-390" ? await newPage(browser, { width: 390, height: 844 }, errors) : page;
      await alone.goto(base);
      await alone.waitForSelector("#board .cell");
      await checks[only](alone);
      assert.deepEqual(errors, [], "no errors in the page");
      console.log(`check ${only} passed`);
      process.exitCode = 0;
    } else {
    await check(page, base);
    await checkLockups(page, listed);
    await checkKeyboard(page, base);
    await checkSafeInput(page, base);
    await checkServerMarks(page, base);
    await checkPaths(page, base);
    await checkLook(page, base);
    await checkDrawn(page, base);
    await checkPoints(page, base);
    await checkCrossings(page, base);
    await checkLinks(page);
    await checkWalls(page, base);
    await checkHands(page, base);
    await checkHive(page, base);
    // The bad tree's 400 is logged by the browser as a failed load: the page's own errors only.
    const treeErrors = [];
    await checkTree(await newPage(browser, { width: 1280, height: 900 }, treeErrors), base);
    assert.deepEqual(treeErrors.filter((e) => !/status of 400/.test(e)), [], "no errors in the tree panel");
    console.log("- every game at 1280 px: cells, marks, the board inside its panel");
    await checkBoards(page, base, listed, 1280);
    console.log("- every game at 390 px");
    const phone = await newPage(browser, { width: 390, height: 844 }, errors);
    await phone.goto(base);
    await phone.waitForSelector("#board .cell");
    await checkBoards(phone, base, listed, 390);
    console.log("- every game at 360 px, the narrowest screen served");
    await phone.setViewportSize({ width: 360, height: 740 });
    for (const game of listed.games) {
      await chooseGame(phone, game.id);
      checkGeometry(await geometry(phone), game, 360);
    }
    console.log("- an author's program (tests/author-program): its games drawn from their description, one move each");
    await checkAuthor();
    assert.deepEqual(errors, [], "no errors in the pages");
    console.log("browser test passed");
  }
} catch (e) {
  failed = true;
  console.error(e);
} finally {
  if (browser) await browser.close();
  for (const s of [server, authorServer].filter(Boolean)) {
    s.removeAllListeners("exit");
    s.kill();
  }
}
process.exit(failed ? 1 : 0);
