import type { Principal } from "../auth/principal";
import type { Deps } from "../config";

export interface AppEnv {
  Bindings: Env;
  Variables: { principal: Principal; deps: Deps };
}
