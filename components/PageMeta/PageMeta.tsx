import { Config } from 'vike-react/Config'
import { Head } from 'vike-react/Head'
import { usePageContext } from 'vike-react/usePageContext'
import { site } from '../../content'

export interface PageMetaProps {
  title: string
  description: string
  noindex?: boolean
}

/**
 * Written for you from the front matter at the top of each page
 * (title, description): sets the tab title, the search description and the
 * canonical address. Writers do not use it directly.
 */
export function PageMeta({ title, description, noindex = false }: PageMetaProps) {
  const { urlPathname } = usePageContext()
  const fullTitle =
    urlPathname === '/' ? `${site.shortName} | ${title}` : `${title} | ${site.shortName}`
  return (
    <>
      <Config title={fullTitle} description={description} />
      <Head>
        {noindex ? (
          <meta name="robots" content="noindex" />
        ) : (
          <link rel="canonical" href={new URL(urlPathname, site.siteUrl).href} />
        )}
      </Head>
    </>
  )
}
