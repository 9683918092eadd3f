/**
 * Chromium's speculation rules: a link to another of the site's pages is fetched when the visitor
 * is likely to follow it and prerendered when they press on it, so the page shows at once after
 * the tap (docs/performance.md, "Moving between pages"). The CSP lists the script's hash.
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
