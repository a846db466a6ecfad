/**
 * The dashboard (/app) in a real browser: Debian's Chromium driven by playwright-core against
 * `npm run dev`, through issue 16's "Done when" list — sign in with a key; find a memory by search
 * and by filter; edit it and see the history; pin, archive, restore; settle a conflict created
 * through the API; open an entity in the graph; create and revoke a key; export and re-import;
 * stored markup renders as text with no dialog; a POST without the CSRF token is refused; another
 * user's memory id gives a not-found page. Screenshots of each main view go to docs/screenshots/.
 * Skipped when no Chromium is installed (.ci/run installs it and sets ENGRAM_CHROMIUM).
 */
import { copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { chromium, type Browser, type Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { api, type DevServer } from "./dev-server";
import { sharedDevServer } from "./shared-dev";

const candidates = [process.env.ENGRAM_CHROMIUM, "/usr/bin/chromium", "/usr/bin/chromium-browser"];
const executablePath = candidates.find((p): p is string => Boolean(p && existsSync(p)));
const shots = path.join(import.meta.dirname, "..", "..", "docs", "screenshots");
// CI also keeps them as artifacts next to the test reports.
const reportDir = process.env.ENGRAM_TEST_REPORT_DIR;
const XSS = "<img src=x onerror=alert(1)>";

describe.skipIf(!executablePath)("the dashboard in Chromium", () => {
  let dev: DevServer;
  let browser: Browser;
  beforeAll(async () => {
    dev = sharedDevServer();
    browser = await chromium.launch({ executablePath, args: ["--no-sandbox"] });
    mkdirSync(shots, { recursive: true });
  });
  afterAll(async () => {
    await browser?.close();
    if (reportDir && existsSync(shots)) {
      mkdirSync(path.join(reportDir, "screenshots"), { recursive: true });
      for (const f of readdirSync(shots)) copyFileSync(path.join(shots, f), path.join(reportDir, "screenshots", f));
    }
  });

  it("walks the Done-when list", { timeout: 300_000 }, async () => {
    const user = (await api(dev.url, "POST", "/v1/admin/users", dev.adminToken, { name: "Dana" })).body as { api_key: string };
    const key = user.api_key;
    const stranger = (await api(dev.url, "POST", "/v1/admin/users", dev.adminToken, { name: "Stranger" })).body as { api_key: string };
    const remember = async (k: string, body: Record<string, unknown>) => {
      const r = await api(dev.url, "POST", "/v1/memories", k, body);
      expect(r.status, JSON.stringify(r.body)).toBeLessThan(300);
      return (r.body as { memory: { id: string } }).memory.id;
    };
    const hostId = await remember(key, { content: "The staging host is stage-1.internal", type: "fact", tags: ["infra"] });
    await remember(key, { content: "Prefer pnpm over npm in every repository", type: "preference" });
    await remember(key, { content: "Run the linter before committing", type: "pattern", project: "web" });
    await remember(key, { content: "The staging database port is 5432", type: "fact" });
    await remember(key, { content: "The staging database port is 6543", type: "fact" });
    const xssId = await remember(key, { content: XSS, title: "markup test" });
    await remember(key, { content: "We picked Redis over Postgres for the session cache because it is faster", session_id: "s1" });
    await remember(key, { content: "The Redis instance runs on port 6379", type: "fact" });
    expect((await api(dev.url, "POST", "/v1/consolidate", key, {})).status).toBe(200);
    const foreignId = await remember(stranger.api_key, { content: "Stranger's locker code is 4711" });

    const context = await browser.newContext({ viewport: { width: 1200, height: 900 }, acceptDownloads: true });
    const page = await context.newPage();
    const dialogs: string[] = [];
    page.on("dialog", async (d) => { dialogs.push(d.message()); await d.dismiss(); });
    const requested: string[] = [];
    page.on("request", (r) => requested.push(r.url()));
    const pageErrors: string[] = [];
    page.on("pageerror", (e) => pageErrors.push(e.message));
    const flash = (p: Page) => p.locator("p.flash");

    // Sign in with a key.
    await page.goto(`${dev.url}/app`);
    expect(new URL(page.url()).pathname).toBe("/app/login");
    await page.screenshot({ path: path.join(shots, "login.png") });
    await page.getByLabel("Your Engram API key").fill(key);
    await page.getByRole("button", { name: "Sign in" }).click();
    await page.getByRole("heading", { name: "Overview" }).waitFor();
    expect(await page.locator("svg.chart").count()).toBeGreaterThan(0);
    await page.screenshot({ path: path.join(shots, "overview.png"), fullPage: true });
    const cookies = await context.cookies();
    const session = cookies.find((c) => c.name === "engram_session")!;
    expect(session).toMatchObject({ httpOnly: true, sameSite: "Strict", path: "/app" });

    // Keyboard: the first Tab lands on the skip link, and Enter on a nav link follows it.
    await page.keyboard.press("Tab");
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe("Skip to content");
    await page.getByRole("link", { name: "Memories", exact: true }).focus();
    await page.keyboard.press("Enter");
    await page.getByRole("heading", { name: "Memories" }).waitFor();

    // Find a memory by search (recall, with why) and by filter.
    await page.getByLabel("Search (leave empty to browse)").fill("staging host");
    await page.getByRole("button", { name: "Apply" }).click();
    const hit = page.locator("ul.memories li").filter({ hasText: "stage-1.internal" });
    await hit.first().waitFor();
    expect(await hit.first().locator(".why").textContent()).toMatch(/why: .*route/);
    await page.screenshot({ path: path.join(shots, "search.png"), fullPage: true });
    await page.goto(`${dev.url}/app/memories`);
    await page.getByLabel("Type").selectOption("preference");
    await page.getByRole("button", { name: "Apply" }).click();
    await page.locator("ul.memories li").first().waitFor();
    expect(await page.locator("ul.memories li").count()).toBe(1);
    expect(await page.locator("ul.memories li").first().textContent()).toContain("pnpm over npm");
    await page.goto(`${dev.url}/app/memories`);
    await page.screenshot({ path: path.join(shots, "memories.png"), fullPage: true });

    // Edit it and see the history.
    await page.goto(`${dev.url}/app/memories/${hostId}`);
    await page.getByText("Edit", { exact: true }).click();
    await page.getByRole("textbox", { name: "Content", exact: true }).fill("The staging host is stage-2.internal");
    await page.getByRole("button", { name: "Save" }).click();
    expect(await flash(page).textContent()).toBe("Saved.");
    expect(await page.locator(".card.content").first().textContent()).toBe("The staging host is stage-2.internal");
    expect(await page.locator("table").filter({ hasText: "memory_updated" }).count()).toBe(1);

    // Pin, archive, restore; feedback moves the confidence chart.
    await page.getByRole("button", { name: "Pin" }).click();
    expect(await flash(page).textContent()).toBe("Pinned.");
    await page.getByRole("button", { name: "Unpin" }).waitFor();
    await page.getByRole("button", { name: "Archive (forget)" }).click();
    expect(await flash(page).textContent()).toContain("Archived");
    await page.getByRole("button", { name: "Restore" }).click();
    expect(await flash(page).textContent()).toBe("Restored.");
    await page.getByRole("button", { name: "Outdated" }).click();
    expect(await flash(page).textContent()).toBe("Feedback recorded.");
    expect(await page.locator("svg.chart circle").count()).toBeGreaterThanOrEqual(3);
    await page.screenshot({ path: path.join(shots, "memory.png"), fullPage: true });
    const v = (await api(dev.url, "GET", `/v1/memories/${hostId}`, key)).body as { memory: { pinned: boolean; archived_at: string | null; needs_review: boolean } };
    expect(v.memory).toMatchObject({ pinned: true, archived_at: null, needs_review: true });

    // Settle a conflict created through the API.
    await page.getByRole("link", { name: "Conflicts" }).click();
    const card = page.locator("article").filter({ hasText: "5432" });
    await card.waitFor();
    expect(await card.textContent()).toContain("6543");
    await page.screenshot({ path: path.join(shots, "conflicts.png"), fullPage: true });
    await card.getByRole("button", { name: "Keep right" }).click();
    expect(await flash(page).textContent()).toBe("Conflict settled.");
    expect(((await api(dev.url, "GET", "/v1/conflicts", key)).body as { conflicts: unknown[] }).conflicts).toEqual([]);

    // Open an entity in the graph.
    await page.getByRole("link", { name: "Graph" }).click();
    await page.getByLabel("Find an entity").fill("Redis");
    await page.getByRole("button", { name: "Find" }).click();
    await page.getByRole("link", { name: "Redis", exact: true }).click();
    await page.locator("svg.graph").waitFor();
    expect(await page.locator("svg.graph a").count()).toBeGreaterThan(0);
    await page.screenshot({ path: path.join(shots, "graph.png"), fullPage: true });

    // Create and revoke a key.
    await page.getByRole("link", { name: "Account" }).click();
    await page.getByLabel("Label for a new key").fill("laptop");
    await page.getByRole("button", { name: "Create key" }).click();
    const newKey = (await page.locator("#new-key").textContent())!.trim();
    expect(newKey).toMatch(/^egm_/);
    expect(page.url()).not.toContain(newKey);
    expect((await api(dev.url, "GET", "/v1/projects", newKey)).status).toBe(200);
    await page.screenshot({ path: path.join(shots, "account.png"), fullPage: true });
    await page.goto(`${dev.url}/app/account`);
    expect(await page.content()).not.toContain(newKey);
    await page.locator("tr").filter({ hasText: "laptop" }).getByRole("button", { name: "Revoke" }).click();
    expect(await flash(page).textContent()).toBe("Revoked.");
    expect((await api(dev.url, "GET", "/v1/projects", newKey)).status).toBe(401);

    // Export and re-import (idempotent: every line is already there).
    const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name: "Download all your memories (NDJSON)" }).click()]);
    const file = await download.path();
    const lines = readFileSync(file, "utf8").trim().split("\n");
    expect(lines.length).toBe(((await api(dev.url, "GET", "/v1/export", key)).body as string).trim().split("\n").length);
    await page.getByLabel(/Import an export/).setInputFiles({ name: "engram.ndjson", mimeType: "application/x-ndjson", buffer: readFileSync(file) });
    await page.getByRole("button", { name: "Import", exact: true }).click();
    expect(await page.locator("p.flash").textContent()).toContain(`0 created, ${lines.length} already there`);

    // Stored markup renders as text, with no dialog.
    await page.goto(`${dev.url}/app/memories/${xssId}`);
    expect(await page.locator(".card.content").first().textContent()).toBe(XSS);
    expect(await page.locator("main img").count()).toBe(0);
    await page.goto(`${dev.url}/app/memories`);
    expect(await page.getByText(XSS).count()).toBeGreaterThan(0);
    expect(dialogs).toEqual([]);

    // A request without the CSRF token is refused (same browser, same cookie).
    const forged = await page.request.post(`${dev.url}/app/memories/${hostId}/unpin`, { form: { reason: "x" }, maxRedirects: 0 });
    expect(forged.status()).toBe(403);
    expect(((await api(dev.url, "GET", `/v1/memories/${hostId}`, key)).body as { memory: { pinned: boolean } }).memory.pinned).toBe(true);

    // Another user's memory id in the URL gives a not-found page.
    const nf = await page.goto(`${dev.url}/app/memories/${foreignId}`);
    expect(nf!.status()).toBe(404);
    await page.getByRole("heading", { name: "Not found" }).waitFor();
    expect(await page.content()).not.toContain("4711");

    // Phone width and dark mode.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.emulateMedia({ colorScheme: "dark" });
    for (const view of ["/app", `/app/memories/${hostId}`, "/app/conflicts?status=resolved", "/app/account", "/app/graph?q=Redis", "/app/memories"]) {
      await page.goto(`${dev.url}${view}`);
      expect(await page.evaluate(() => document.documentElement.scrollWidth), view).toBeLessThanOrEqual(390);
    }
    expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe("rgb(21, 23, 26)");
    await page.screenshot({ path: path.join(shots, "memories-phone-dark.png"), fullPage: false });

    // Sign out ends the session.
    await page.getByRole("button", { name: "Sign out" }).click();
    expect(new URL(page.url()).pathname).toBe("/app/login");
    await page.goto(`${dev.url}/app/account`);
    expect(new URL(page.url()).pathname).toBe("/app/login");

    expect(requested.filter((u) => !u.startsWith(dev.url))).toEqual([]);
    expect(requested.some((u) => u.includes(key))).toBe(false);
    expect(pageErrors).toEqual([]);
    await context.close();
  });
});
