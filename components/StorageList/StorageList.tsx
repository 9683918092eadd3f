import { storageIn } from '#content/privacy'
import { site } from '#content/site'
import { analyticsOf } from '#lib/analytics'
import { useLanguage } from '#components/Language'

/**
 * Everything the site stores in a visitor's browser (content/storage.yaml), for the Cookie Policy.
 * tests/e2e/storage.test.ts visits every page, uses every control, and fails when the site
 * stores something this list does not name.
 */
export function StorageList() {
  const language = useLanguage()
  const storage = storageIn(language)
  const analytics = analyticsOf(site)
  return (
    <>
      <table>
        <thead>
          <tr>
            <th scope="col">Name</th>
            <th scope="col">Where</th>
            <th scope="col">What it is for</th>
            <th scope="col">How long</th>
          </tr>
        </thead>
        <tbody>
          {storage.map((item) => (
            <tr key={item.key}>
              <th scope="row">
                <code>{item.key}</code>
              </th>
              <td>{item.place}</td>
              <td>{item.purpose}</td>
              <td>{item.lifetime}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p>
        The site sets no cookies{analytics ? `, and ${analytics.name} sets none either` : ''}. None
        of these is sent to us or to anyone else: they stay in your browser.
      </p>
    </>
  )
}
