// Files wrangler.toml imports as text ([[rules]] type = "Text"): their default export is the file.
declare module "swagger-ui-dist/swagger-ui-bundle.js" {
  const text: string;
  export default text;
}
declare module "swagger-ui-dist/swagger-ui.css" {
  const text: string;
  export default text;
}
