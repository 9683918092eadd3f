import source from './form-first.js?script'

/** Server only (pages/+onRenderHtml.tsx): form-first.js inline, after a page with an island. */
export function FormFirstScript() {
  return <script dangerouslySetInnerHTML={{ __html: source }} />
}
