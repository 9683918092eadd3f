// tooling/script-plugin.ts: a file's text, minified, for an inline script.
declare module '*?script' {
  const source: string
  export default source
}
