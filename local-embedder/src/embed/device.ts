import { existsSync } from "node:fs";
import { arch, platform } from "node:os";

/** Devices onnxruntime-node can run on, in the names transformers.js uses. */
export type Device = "cpu" | "cuda" | "coreml" | "dml" | "webgpu";
export const DEVICES: readonly Device[] = ["cpu", "cuda", "coreml", "dml", "webgpu"];

export interface DeviceProbe {
  platform: string;
  arch: string;
  hasNvidiaDriver: boolean;
}

export function probeMachine(): DeviceProbe {
  return {
    platform: platform(),
    arch: arch(),
    // The CUDA execution provider needs the NVIDIA driver; its presence is the cheapest reliable sign.
    hasNvidiaDriver: existsSync("/proc/driver/nvidia/version") || existsSync("/dev/nvidiactl"),
  };
}

/**
 * Ordered preference: the Apple-silicon GPU/Neural Engine (what the user calls
 * "MPS"; onnxruntime reaches it through CoreML), then CUDA (Linux x64, the
 * only platform transformers.js offers it on), DirectML on Windows, then CPU. CPU is
 * always last so a failed accelerator can fall back to it.
 */
export function deviceCandidates(override: string | undefined, probe: DeviceProbe = probeMachine()): Device[] {
  if (override && override !== "auto") {
    if (!DEVICES.includes(override as Device)) throw new Error(`unknown device "${override}" (expected auto, ${DEVICES.join(", ")})`);
    return [override as Device];
  }
  const list: Device[] = [];
  if (probe.platform === "darwin" && probe.arch === "arm64") list.push("coreml");
  if (probe.platform === "linux" && probe.arch === "x64" && probe.hasNvidiaDriver) list.push("cuda");
  if (probe.platform === "win32") list.push("dml"); // DirectML: any DirectX 12 GPU on Windows
  list.push("cpu");
  return list;
}
