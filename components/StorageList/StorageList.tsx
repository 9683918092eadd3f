import { privacyIn, storageIn } from '#content/privacy'
import { site } from '#content/site'
import { analyticsOf } from '#lib/analytics'
import { fill } from '#lib/fill'
import { useLanguage } from '#components/Language'

/**
 * Everything the site stores in a visitor's browser (content/storage.yaml), for the Cookie Policy.
 * tests/e2e/storage.test.ts visits every page, uses every control, and fails when the site
 * stores something this list does not name.
 */
export function StorageList() {
  const code = useLanguage()
  const storage = storageIn(code)
  const texts = privacyIn(code).texts.storage
  const analytics = analyticsOf(site)
  return (
    <>
      <table>
        <thead>
          <tr>
            <th scope="col">{texts.headings.key}</th>
            <th scope="col">{texts.headings.place}</th>
            <th scope="col">{texts.headings.purpose}</th>
            <th scope="col">{texts.headings.lifetime}</th>
          </tr>
        </thead>
        <tbody>
          {storage.map((item) => (
            <tr key={item.key}>
              <th scope="row">
                <code>{item.key}</code>
              </th>
              <td>{texts.places[item.place]}</td>
              <td>{item.purpose}</td>
              <td>{item.lifetime}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p>
        {analytics ? fill(texts.noCookiesWithAnalytics, { name: analytics.name }) : texts.noCookies}
      </p>
    </>
  )
}
