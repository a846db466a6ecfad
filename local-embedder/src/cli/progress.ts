/**
 * A progress bar for long work (bulk embedding, sync). It draws only on a TTY
 * and only on stderr, so piped stdout (JSON lines) is never polluted.
 */
export interface Progress {
  update(done: number, total: number): void;
  done(message?: string): void;
}

export function progressBar(label: string, stream: NodeJS.WriteStream = process.stderr): Progress {
  if (!stream.isTTY) return { update() {}, done() {} };
  const width = 28;
  let last = 0;
  return {
    update(done, total) {
      const now = Date.now();
      if (now - last < 50 && done < total) return; // repainting every item is slower than the work
      last = now;
      const ratio = total ? Math.min(1, done / total) : 1;
      const filled = Math.round(ratio * width);
      stream.write(`\r${label} [${"█".repeat(filled)}${"░".repeat(width - filled)}] ${done}/${total}`);
    },
    done(message) {
      stream.write(`\r\x1b[2K${message ? message + "\n" : ""}`);
    },
  };
}
