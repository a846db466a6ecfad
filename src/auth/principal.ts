/** Who is calling. Built only from a verified API key, never from a URL or body field. */
export interface Principal {
  userId: string;
  orgId: string;
  name: string;
}
