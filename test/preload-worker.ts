// Setup file of the shared-runtime projects (vitest.config.ts `shared-N`): loads the Worker's module
// graph while the file is set up, where no test budget runs, instead of inside its first request.
// Only the first file of a runtime pays it; the others find the modules loaded. Under load (15 on a
// 2-core machine) that first load took over the 90 s test budget and failed the first test of the
// group's first file in each runtime, in every run; a fresh-runtime file keeps paying it in its
// first test, as before (most of those files need the Worker anyway, some never do).
await import("../src/index");
export {};
