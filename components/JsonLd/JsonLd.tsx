/**
 * Structured data for search engines (schema.org JSON-LD). It is data, not code: browsers do not
 * run it, so the CSP needs no hash; "<" is escaped so the text cannot close the element.
 */
export function JsonLd({ data }: { data: object }) {
  return (
    <script
      type="application/ld+json"
      dangerouslySetInnerHTML={{ __html: JSON.stringify(data).replace(/</g, '\\u003c') }}
    />
  )
}
