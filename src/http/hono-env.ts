import type { Principal } from "../auth/principal";
import type { Deps } from "../config";

export interface AppEnv {
  Bindings: Env;
  /** `apiKeyId`: the key that authenticated this request (user routes only). */
  Variables: { principal: Principal; apiKeyId: string; deps: Deps };
}
