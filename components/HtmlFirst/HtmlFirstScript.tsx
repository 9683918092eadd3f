import source from './html-first.js?script'

/** Server only (pages/+Head.tsx): html-first.js inline, minified by tooling/script-plugin.ts. */
export function HtmlFirstScript() {
  return <script dangerouslySetInnerHTML={{ __html: source }} />
}
