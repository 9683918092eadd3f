// Content files are turned into typed data by tooling/content-plugin.ts;
// content/<name>.ts gives each its type.
declare module '*.yaml' {
  const data: unknown
  export default data
}
// The same file with only some fields of each entry (tooling/content-plugin.ts).
declare module '*.yaml?fields=phone,email,formProvider,formEndpoint,formAccessKey' {
  const data: unknown
  export default data
}
declare module '*.yaml?fields=languages' {
  const data: unknown
  export default data
}
// A file and its translations, for content/i18n.ts (inLanguage), with all or some fields.
declare module '*?languages' {
  const data: [unknown, Record<string, unknown>]
  export default data
}
declare module '*&languages' {
  const data: [unknown, Record<string, unknown>]
  export default data
}
