/**
 * Swagger UI (swagger-ui-dist, its prebuilt browser bundle) served by the Worker, so the docs page
 * needs nothing from elsewhere. wrangler.toml's [[rules]] import these two files as text modules;
 * their types are declared in src/text-modules.d.ts.
 */
import bundle from "swagger-ui-dist/swagger-ui-bundle.js";
import css from "swagger-ui-dist/swagger-ui.css";

export const SWAGGER_UI_JS: string = bundle;
export const SWAGGER_UI_CSS: string = css;
