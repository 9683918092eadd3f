import source from './html-first.js?raw'

/** The source of the inline script, as it is written into each page (its CSP hash is of this). */
export const htmlFirstSource = source.trim()

/**
 * Server only (pages/+Head.tsx): the inline script that makes the header, the
 * light/dark toggle, the chat button and held form submits work from the first
 * paint, and sets a first visit's page in the web font's fallback (html-first.js).
 */
export function HtmlFirstScript() {
  return <script dangerouslySetInnerHTML={{ __html: htmlFirstSource }} />
}
