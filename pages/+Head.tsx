import { ColorSchemeScript, MantineProvider } from '@mantine/core'
import { HtmlFirstScript } from '#components/HtmlFirst'
import { site } from '#content/site'
import { analyticsOf } from '#lib/analytics'
import noscriptCss from '../styles/noscript.css?inline'
import { cssVariablesResolver, theme } from '../theme'

/** Visitor statistics without cookies, when content/site.yaml switches them on. */
const analytics = analyticsOf(site)

// Head tags every page shares (each page's title, description and share tags:
// components/PageMeta).
export default function Head() {
  return (
    <>
      <ColorSchemeScript defaultColorScheme="auto" />
      <HtmlFirstScript />
      {/* Renders only Mantine's two <style> tags (theme variables, helper classes). */}
      <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver}>
        {null}
      </MantineProvider>
      <noscript>
        <style>{noscriptCss}</style>
      </noscript>
      {/* A printed page's links name the whole address (styles/global.css, @media print). */}
      <style>{`@media print{:root{--site-origin:${JSON.stringify(new URL(site.siteUrl).origin)}}}`}</style>
      <meta name="theme-color" content="#1f4fc4" media="(prefers-color-scheme: light)" />
      <meta name="theme-color" content="#111627" media="(prefers-color-scheme: dark)" />
      <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
      <link rel="apple-touch-icon" href="/apple-touch-icon.png" />
      <link rel="manifest" href="/site.webmanifest" />
      <link
        rel="alternate"
        type="application/rss+xml"
        title={`${site.shortName} blog`}
        href="/blog/rss.xml"
      />
      {analytics && <script defer src={analytics.script} {...analytics.attributes(analytics.id)} />}
    </>
  )
}
