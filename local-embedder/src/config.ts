import { chmodSync, existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import { homedir } from "node:os";
import { join } from "node:path";
import type { ScrubOptions } from "./privacy/types.ts";

/**
 * User configuration: where the service is and the key for it. The key is a
 * credential, so the file is created 0600 inside a 0700 directory.
 */
export interface EngramConfig {
  url?: string;
  apiKey?: string;
  /** Overrides the project name derived from the git root. */
  project?: string;
  modelDir?: string;
  device?: string;
  dimension?: number;
  /** Which Qwen3 weights to load (fp32, fp16, q8, q4, q4f16); by default the most precise one present. */
  dtype?: "fp32" | "fp16" | "q8" | "q4" | "q4f16";
  privacy?: ScrubOptions;
  /** Memories per POST /v1/memories/batch when syncing (1–100, the Worker's limit; default 100). */
  batchSize?: number;
  /** Token budget for the SessionStart context bundle. */
  contextMaxTokens?: number;
}

export function configDir(env: NodeJS.ProcessEnv = process.env): string {
  return env.ENGRAM_CONFIG_DIR ?? join(env.XDG_CONFIG_HOME ?? join(homedir(), ".config"), "engram");
}

export function dataDir(env: NodeJS.ProcessEnv = process.env): string {
  return env.ENGRAM_DATA_DIR ?? join(homedir(), ".engram");
}

export function configPath(env: NodeJS.ProcessEnv = process.env): string {
  return join(configDir(env), "config.json");
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): EngramConfig {
  const file = configPath(env);
  const stored = existsSync(file) ? (JSON.parse(readFileSync(file, "utf8")) as EngramConfig) : {};
  // Environment wins, so CI and one-off runs need no file.
  return {
    ...stored,
    ...(env.ENGRAM_URL ? { url: env.ENGRAM_URL } : {}),
    ...(env.ENGRAM_API_KEY ? { apiKey: env.ENGRAM_API_KEY } : {}),
    ...(env.ENGRAM_MODEL_DIR ? { modelDir: env.ENGRAM_MODEL_DIR } : {}),
    ...(env.ENGRAM_DEVICE ? { device: env.ENGRAM_DEVICE } : {}),
  };
}

export function writeConfig(update: EngramConfig, env: NodeJS.ProcessEnv = process.env): string {
  const dir = configDir(env);
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  const file = configPath(env);
  const current = existsSync(file) ? (JSON.parse(readFileSync(file, "utf8")) as EngramConfig) : {};
  const tmp = `${file}.${process.pid}.tmp`;
  writeFileSync(tmp, JSON.stringify({ ...current, ...update }, null, 2) + "\n", { mode: 0o600 });
  chmodSync(tmp, 0o600); // the mode argument is masked by umask; be explicit
  renameSync(tmp, file);
  return file;
}
