/**
 * Chromium's speculation rules (developer.chrome.com/docs/web-platform/prerender-pages):
 * the HTML of a link to another of the site's pages is fetched when the
 * visitor is likely to follow it (a pointer resting on it on a computer; on a
 * phone, links in view), and the page is prerendered when they press on it, so
 * that it shows at once after the tap. The browser decides, and skips it for a
 * visitor saving data. Firefox and Safari read no speculation rules: a link
 * there is an ordinary load (docs/performance.md, "Moving between pages"). An
 * inline script of data: the CSP lists its hash.
 */
export const speculationRules = {
  prefetch: [{ where: { href_matches: '/*' }, eagerness: 'moderate' }],
  prerender: [{ where: { href_matches: '/*' }, eagerness: 'conservative' }],
}

export function SpeculationRules() {
  return (
    <script
      type="speculationrules"
      dangerouslySetInnerHTML={{ __html: JSON.stringify(speculationRules) }}
    />
  )
}
