// The site's description for the editor, made by tooling/cms-plugin.ts.
declare module 'virtual:cms-spec' {
  const spec: import('./spec.ts').CmsSpec
  export default spec
}
