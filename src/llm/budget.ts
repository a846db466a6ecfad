/**
 * A per-run token budget for LLM work. A call is refused before it is made when its estimated
 * input would cross the limit, so a run never overspends by more than one response.
 */
export class TokenBudget {
  used = 0;
  constructor(readonly limit: number) {}

  /** Rough size of a prompt in tokens: ~4 characters per token for English and code. */
  static estimate(text: string): number {
    return Math.ceil(text.length / 4);
  }

  canAfford(estimatedInput: number): boolean {
    return this.used + estimatedInput <= this.limit;
  }

  charge(tokens: number): void {
    this.used += tokens;
  }

  get remaining(): number {
    return Math.max(0, this.limit - this.used);
  }
}
