// Drives the `gamedsl serve` page in headless Chromium: plays Connect Four by clicking, waits
// for the engine's replies, presses compare, and checks that the page shows the node counts the
// API returns for that position. Also plays the token game, moves a Kono stone by two clicks,
// undoes, and checks the page on a phone-sized screen.
//
//   npm ci && node demo.test.mjs [--screenshot ../docs/demo.png]
//
// GAMEDSL names the program (default ../target/release/gamedsl); CHROMIUM the browser
// (default /usr/bin/chromium).

import assert from "node:assert/strict";
import { spawn } from "node:child_process";
import { createInterface } from "node:readline";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { chromium } from "playwright-core";

const here = path.dirname(fileURLToPath(import.meta.url));
const gamedsl = process.env.GAMEDSL || path.join(here, "..", "target", "release", "gamedsl");
const executablePath = process.env.CHROMIUM || "/usr/bin/chromium";
const screenshotAt = process.argv.indexOf("--screenshot");
const screenshot = screenshotAt > 0 ? process.argv[screenshotAt + 1] : null;

/** Starts the server on a free port; resolves to it and its base URL. */
function startServer() {
  const server = spawn(gamedsl, ["serve", "--port", "0"], { stdio: ["ignore", "pipe", "inherit"] });
  return new Promise((resolve, reject) => {
    server.on("error", reject);
    server.on("exit", (code) => reject(new Error(`gamedsl serve exited with ${code}`)));
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

/** The moves shown under the board. */
async function movesShown(page) {
  const text = (await page.locator("#history").textContent()) || "";
  return text.replace(/^Moves:\s*/, "").split(" ").filter(Boolean);
}

/** Waits until `count` moves have been played and it is the player's turn (or the game is over). */
async function waitForMoves(page, count) {
  await page.waitForFunction((n) => {
    const text = document.getElementById("history").textContent.replace(/^Moves:\s*/, "");
    const moves = text.split(" ").filter(Boolean);
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
  const lines = await page.locator("#chart svg polyline").count();
  assert.equal(lines, compared.results.length);
  const points = await page.locator("#chart svg circle").count();
  assert.equal(points, compared.results.length * compared.by_depth.length);
  if (screenshot) {
    await page.screenshot({ path: screenshot });
    step(`screenshot saved: ${screenshot}`);
  }

  step("undo takes back your move and the reply");
  await page.click("#undo");
  await page.waitForFunction(() => document.getElementById("history").textContent.split(" ").filter(Boolean).length === 3);
  assert.deepEqual(await movesShown(page), moves.slice(0, 2));

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

  step("tic-tac-toe against the engine to the end: never lost");
  await page.selectOption("#game", "tictactoe");
  await page.selectOption("#algo", "engine");
  await page.waitForSelector("#board.game-tictactoe .cell.legal");
  for (let played = 1; played < 9; played += 2) {
    const over = await page.evaluate(() => /win|Draw/.test(document.getElementById("status").textContent));
    if (over) break;
    await page.locator("#board .cell.legal").first().click();
    await page.waitForFunction((n) => {
      const moves = document.getElementById("history").textContent.replace(/^Moves:\s*/, "").split(" ").filter(Boolean);
      return !document.body.classList.contains("busy") && (moves.length >= n + 1 || /win|Draw/.test(document.getElementById("status").textContent));
    }, played, { timeout: 30000 });
  }
  const status = await page.locator("#status").textContent();
  assert.ok(!status.startsWith("You win"), status);
}

async function checkPhone(browser, base) {
  console.log("- a phone-sized screen: no sideways scrolling, the board fits");
  const page = await browser.newPage({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 2 });
  await page.goto(base);
  await page.waitForSelector("#board .cell");
  const { scrollWidth, boardWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    boardWidth: document.getElementById("board").getBoundingClientRect().width,
  }));
  assert.ok(scrollWidth <= 390, `page is ${scrollWidth}px wide`);
  assert.ok(boardWidth > 250 && boardWidth <= 390, `board is ${boardWidth}px wide`);
  await page.click('#board .cell[data-row="0"][data-col="3"]');
  await waitForMoves(page, 2);
  await page.close();
}

const { server, base } = await startServer();
let browser;
let failed = false;
try {
  browser = await chromium.launch({
    executablePath,
    args: ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking",
      "--disable-component-update", "--disable-sync"],
  });
  const page = await browser.newPage({ viewport: { width: 1200, height: 900 } });
  const errors = [];
  page.on("pageerror", (e) => errors.push(e.message));
  page.on("console", (m) => { if (m.type() === "error") errors.push(m.text()); });
  await check(page, base);
  assert.deepEqual(errors, [], "no errors in the page");
  await checkPhone(browser, base);
  console.log("browser test passed");
} catch (e) {
  failed = true;
  console.error(e);
} finally {
  if (browser) await browser.close();
  server.removeAllListeners("exit");
  server.kill();
}
process.exit(failed ? 1 : 0);
