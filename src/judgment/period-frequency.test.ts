// Round 10 (judgconf10): one cycle said as a period and as a frequency — sentences of their own, not the bench's.
import { describe, expect, it } from "vitest";
import { periodsAsFrequencies } from "./period-frequency";
import { typedSlotConflict, typedValuesOf } from "./slot-reader";

describe("a period read as a frequency (period-frequency.ts)", () => {
  it("a period after 'every' is 1000 / ms Hz when the other side states a frequency", () => {
    const a = "The telemetry loop samples the IMU every 40 ms.";
    const f = periodsAsFrequencies(a, typedValuesOf(a), typedValuesOf("IMU sampling rate: 100 Hz"));
    expect(f).toHaveLength(1);
    expect(f[0].kind).toBe("frequency");
    expect(f[0].value).toMatchObject({ kind: "quantity", n: 25 });
  });
  it("nothing is read without a frequency on the other side, nor for a duration that is no period", () => {
    const a = "The telemetry loop samples the IMU every 40 ms.";
    expect(periodsAsFrequencies(a, typedValuesOf(a), typedValuesOf("IMU samples are kept for 40 days."))).toEqual([]);
    const b = "IMU calibration takes 40 ms.";
    expect(periodsAsFrequencies(b, typedValuesOf(b), typedValuesOf("IMU sampling rate: 100 Hz"))).toEqual([]);
  });
  it("a period and a frequency of one slot that disagree conflict, either way round", () => {
    expect(typedSlotConflict("Encoder poll rate: 200 Hz", "The encoder is polled every 20 ms by the motor driver.", 0.6)?.why).toMatch(/200 Hz vs 20 ms/);
    expect(typedSlotConflict("Heartbeat cycle time for the PLC: 250 ms", "PLC heartbeats go out at 10 Hz.", 0.5)).not.toBeNull();
  });
  it("a period that is the frequency rounded agrees (16 ms for 60 Hz, 0.3 s for 3 Hz)", () => {
    expect(typedSlotConflict("Render loop: 60 Hz", "The render loop redraws every 16 ms.", 0.7)).toBeNull();
    expect(typedSlotConflict("Render loop: 60 Hz", "The render loop redraws every 17 ms.", 0.7)).toBeNull();
    expect(typedSlotConflict("Beacon rate 3 Hz", "The beacon fires every 0.3 s.", 0.7)).toBeNull();
  });
  it("a long period beside a frequency is another event, not the cycle written the other way", () => {
    expect(typedSlotConflict("Lidar scan rate 20 Hz", "The lidar driver restarts every 10 minutes.", 0.5)).toBeNull();
  });
  it("a frequency of another slot is no rival", () => {
    expect(typedSlotConflict("Display refresh rate: 120 Hz", "The backup job runs every 5 s on the ingest box.", 0.3)).toBeNull();
  });
});
