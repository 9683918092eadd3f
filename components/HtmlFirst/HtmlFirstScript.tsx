import source from './html-first.js?script'

/**
 * Server only (pages/+Head.tsx): the inline script that makes the header, the
 * light/dark toggle, the chat button and held form submits work from the first
 * paint, and sets a first visit's page in the web font's fallback
 * (html-first.js, minified by the build: tooling/script-plugin.ts).
 */
export function HtmlFirstScript() {
  return <script dangerouslySetInnerHTML={{ __html: source }} />
}
