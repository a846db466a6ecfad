export interface FakeTotals {
  requests: number; input_tokens: number; output_tokens: number; cache_read_input_tokens: number; cache_creation_input_tokens: number;
}
export function startFakeMessagesApi(opts?: { port?: number }): Promise<{ url: string; totals: FakeTotals; close(): Promise<void> }>;
