/**
 * The API docs in a real browser: Debian's Chromium driven by playwright-core against `npm run dev`.
 * The page must render every operation of the Worker's own OpenAPI document, load nothing from
 * another origin, and "Try it out" must reach the running service with the key typed into
 * Authorize. .ci/run installs Chromium (`apt-get install chromium`) and sets ENGRAM_CHROMIUM;
 * locally the test uses /usr/bin/chromium when present and is skipped otherwise.
 */
import { existsSync, mkdirSync } from "node:fs";
import path from "node:path";
import { chromium, type Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { api, type DevServer } from "./dev-server";
import { sharedDevServer } from "./shared-dev";

const candidates = [process.env.ENGRAM_CHROMIUM, "/usr/bin/chromium", "/usr/bin/chromium-browser"];
const executablePath = candidates.find((p): p is string => Boolean(p && existsSync(p)));
const screenshots = process.env.ENGRAM_TEST_REPORT_DIR ?? path.join(import.meta.dirname, "..", "..", ".ci", "out");

describe.skipIf(!executablePath)("the /docs page in Chromium", () => {
  let dev: DevServer;
  let browser: Browser;
  beforeAll(async () => {
    dev = sharedDevServer();
    browser = await chromium.launch({ executablePath, args: ["--no-sandbox"] });
  });
  afterAll(async () => {
    await browser?.close();
  });

  it("renders every operation, fetches nothing from elsewhere, and tries a request with the key from Authorize", { timeout: 120_000 }, async () => {
    const created = await api(dev.url, "POST", "/v1/admin/users", dev.adminToken, { name: "docs-reader" });
    const key = (created.body as { api_key: string }).api_key;
    const doc = (await api(dev.url, "GET", "/openapi.json")).body as { paths: Record<string, Record<string, unknown>> };
    const operations = Object.values(doc.paths).reduce((n, ops) => n + Object.keys(ops).length, 0);

    const page = await browser.newPage();
    const requested: string[] = [];
    page.on("request", (r) => requested.push(r.url()));
    const pageErrors: string[] = [];
    page.on("pageerror", (e) => pageErrors.push(e.message));

    await page.goto(`${dev.url}/docs`);
    await page.locator(".opblock").first().waitFor({ timeout: 30_000 });
    expect(await page.locator(".opblock").count()).toBe(operations);

    // Authorize with the user's key, then run GET /v1/projects from the page.
    await page.locator("button.authorize").first().click();
    const apiKeyBlock = page.locator(".auth-container").filter({ hasText: "apiKey" });
    await apiKeyBlock.locator("input").fill(key);
    await apiKeyBlock.locator("button.authorize").click();
    await page.locator("button.btn-done").first().click();

    const op = page.locator(".opblock-get").filter({ has: page.locator('[data-path="/v1/projects"]') });
    await op.locator(".opblock-summary").click();
    await op.locator("button.try-out__btn").click();
    await op.locator("button.execute").click();
    const status = op.locator(".live-responses-table tbody td.response-col_status").first();
    await status.waitFor({ timeout: 30_000 });
    expect((await status.textContent())?.trim()).toBe("200");
    expect(await op.locator(".live-responses-table .microlight").first().textContent()).toContain('"projects"');

    mkdirSync(screenshots, { recursive: true });
    await page.screenshot({ path: path.join(screenshots, "docs.png"), fullPage: false });

    const elsewhere = requested.filter((u) => !u.startsWith(dev.url) && !u.startsWith("data:"));
    expect(elsewhere).toEqual([]);
    expect(pageErrors).toEqual([]);
    // The key lives only in the page's memory: never in a URL or in storage.
    expect(requested.some((u) => u.includes(key))).toBe(false);
    expect(await page.evaluate(() => JSON.stringify({ ...localStorage }) + JSON.stringify({ ...sessionStorage }))).not.toContain(key);
  });
});
