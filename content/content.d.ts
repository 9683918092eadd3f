// Content files are turned into typed data by tooling/content-plugin.ts;
// content/<name>.ts gives each its type.
declare module '*.yaml' {
  const data: unknown
  export default data
}
