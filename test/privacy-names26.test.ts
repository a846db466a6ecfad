// Issue 14, person names round 22 (session 26): the learned model's threshold per candidate family (name-model.ts,
// chosen by bench/privacy/fit-name-model.ts --per-family through bench/privacy/name-thresholds.ts), chat writers in Han
// and Hangul with the export's stamp in any order (name-slots.ts), and a found name's other script beside it
// (name-script-pairs.ts). Inputs are written for these tests, not taken from the corpus; each form has look-alikes beside it.
import { afterEach, describe, expect, it } from "vitest";
import { findModelNames, setNameModelForFitting } from "../src/privacy/name-model.ts";
import { thresholdFor } from "../src/privacy/name-model-features.ts";
import { choosePerFamily, chooseShared, outOfFold, sumGain, ThresholdCounts } from "../bench/privacy/name-thresholds.ts";
import { found, left, none } from "./privacy-spans.ts";
import "../src/privacy/index.ts";

describe("a threshold per candidate family", () => {
  afterEach(() => setNameModelForFitting(undefined));

  it("falls back to the shared threshold for a family without its own", () => {
    const model = { bias: 0, threshold: 0.9, familyThresholds: { handle: 2 }, weights: [] };
    expect(thresholdFor(model, "handle")).toBe(2);
    expect(thresholdFor(model, "run")).toBe(0.9);
  });

  it("shuts one family's acceptances and keeps the others'", () => {
    const text = "Thanks to Ingrid Solberg for the review; deploy by okwame.adjei tonight.";
    // Every candidate at probability 0.5 (no weights): accepted at 0.4, except the families set above 1.
    setNameModelForFitting({ bias: 0, threshold: 0.4, weights: [] });
    const all = findModelNames(text, []).map((f) => f.detector);
    expect(all).toContain("name:model-run");
    setNameModelForFitting({ bias: 0, threshold: 0.4, familyThresholds: { run: 2 }, weights: [] });
    const some = findModelNames(text, []).map((f) => f.detector);
    expect(some).not.toContain("name:model-run");
    expect(some.length).toBe(all.filter((d) => d !== "name:model-run").length);
  });
});

describe("thresholds chosen per family, leave one half out", () => {
  // Two halves, two families: "run" candidates at 0.9 on names, "handle" candidates at 0.95 on no name.
  const items = [
    { half: "a", spans: [{ start: 0, end: 5, type: "person_name" }] },
    { half: "b", spans: [{ start: 0, end: 5, type: "person_name" }] },
  ];
  const rows = [
    { item: 0, start: 0, end: 5, family: "run", y: 1 },
    { item: 0, start: 10, end: 15, family: "handle", y: 0 },
    { item: 1, start: 0, end: 5, family: "run", y: 1 },
    { item: 1, start: 10, end: 15, family: "handle", y: 0 },
  ];
  const probs = [0.9, 0.95, 0.9, 0.95];
  const counts = new ThresholdCounts(rows, items, [[], []], () => true);

  it("counts a name once the base leaves it and an accepted candidate covers it, and a false finding per span", () => {
    expect(counts.gain(["a", "b"], () => true)).toEqual({ names: 2, falseAdded: 2 });
    expect(counts.gain(["a"], (i) => rows[i]!.family === "run")).toEqual({ names: 1, falseAdded: 0 });
  });

  it("shuts a family that adds only false findings, where one shared threshold cannot", () => {
    const shared = chooseShared(counts, probs, ["run", "handle"], ["a", "b"], 3);
    expect(shared.run).toBe(shared.handle);
    const per = choosePerFamily(counts, probs, ["run", "handle"], ["a", "b"], 3);
    expect(per.handle).toBeGreaterThan(0.95);
    expect(per.run).toBeLessThanOrEqual(0.9);
    const oof = outOfFold(counts, probs, ["run", "handle"], ["a", "b"], (o) => choosePerFamily(counts, probs, ["run", "handle"], o, 3));
    expect(sumGain(oof, ["a", "b"])).toEqual({ names: 2, falseAdded: 0 });
    expect(sumGain(oof, ["a", "b"], "handle")).toEqual({ names: 0, falseAdded: 0 });
  });
});

describe("chat writers in Han and Hangul beside a stamp in any order", () => {
  it("reads the writer after a date and a clock with seconds, and a half-width colon", () => {
    found("2026-03-02 08:41:17 孙丽华: 网关又掉线了，我去看一下\n2026-03-02 08:43:02 周建国: 好", "person_name", "孙丽华");
    found("2026-03-02 08:41:17 孙丽华: 网关又掉线了\n2026-03-02 08:43:02 정하은: 확인했어요", "person_name", "정하은");
  });

  it("reads a Korean dated header and a bracketed part of the day", () => {
    found("2026년 3월 2일 오후 2:15, 한지민 : 테스트 서버 비밀번호 바뀌었어요", "person_name", "한지민");
    found("윤서아 [오전 9:40] 오늘 회의 자료 올렸어요", "person_name", "윤서아");
  });

  it("reads a writer before a date and clock and a full-width colon", () => {
    found("郭静 2026-03-02 10:05：样本已寄出", "person_name", "郭静");
  });

  it("leaves bots, log words and two-syllable Hangul words beside a stamp", () => {
    none("2026-03-02 08:41:17 钉钉机器人: 有新的审批", "person_name");
    none("2026-03-02 08:41:17 오류: 연결 실패\n2026-03-02 08:41:18 정보: 재시도", "person_name");
    none("2026-03-02 08:41:17 [bot:배포알림봇] 배포 시작", "person_name");
  });
});

describe("a found name's other script beside it", () => {
  it("reads the name written out in its own script in brackets, after a slash or a bar", () => {
    found("Next of kin: Yusuf Al-Amin (يوسف الأمين), Villa 7", "person_name", "يوسف الأمين");
    found("Applicant Sunita Joshi (सुनीता जोशी), Pune", "person_name", "सुनीता जोशी");
    found("Reporter: Zhang Wei / 张伟 — 地址见附件", "person_name", "张伟");
    found("Regards,\nDavid Mizrahi | דוד מזרחי\n+972 3 555 0101", "person_name", "דוד מזרחי");
  });

  it("reads the Latin form in brackets after a name found in its own script", () => {
    found("Contact: ნინო ბერიძე (Nino Beridze) · Tbilisi office", "person_name", "Nino Beridze");
  });

  it("leaves labels, roles and places beside a name", () => {
    left("コメント (Tanaka Kenji): 対応しました", "コメント");
    left("Reviewer: Maria Lopez (QA Lead)", "QA Lead");
    left("Signed: 김민준 (Seoul Office)", "Seoul Office");
    left("Status: Готово (Ivan Petrov)", "Готово");
  });
});

describe("chat turns whose writer is named in a script without letter case, no clock beside it", () => {
  it("reads a listed Han name or two words of another caseless script before a message", () => {
    found("郑海峰: 批次 X9 的良率又掉了，我去看一下探针卡", "person_name", "郑海峰");
    found("सुनील मेहता: नमस्ते, सर्वर फिर से बंद है आज", "person_name", "सुनील मेहता");
  });

  it("leaves labels with a short value and one-word labels", () => {
    none("地址: 上海市", "person_name");
    none("状态: 已完成所有的测试用例", "person_name");
    none("पता: बी-14", "person_name");
  });
});
