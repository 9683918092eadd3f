import type { Config } from 'vike/types'
import type { ReactNode } from 'react'
import type { Frontmatter } from '#content/collections'
import type { TocEntry } from '#lib/entries'

/**
 * Site-wide settings. Every page is prerendered to HTML at build time and is
 * HTML-only (vike.dev/render-modes): its `Page`, `Layout` and `Head` run on the
 * server only, and the browser loads no framework code for them. The parts that
 * act in the browser are islands (components/Island), loaded by +client.ts.
 */
export default {
  // One file a page (about.html: one address on every host, README "Deploying"); `partial`: a
  // collection with no entries yet has no entry pages, and no warning about it.
  prerender: { noExtraDir: true, partial: true },
  trailingSlash: false,
  meta: {
    Page: { env: { server: true, client: false } },
    // The visible frame around every page (+Layout.tsx).
    Layout: { env: { server: true, client: false } },
    // Head tags every page shares (+Head.tsx).
    Head: { env: { server: true, client: false } },
    // A page's title, description and noindex: the front matter at the top of
    // its +Page.mdx (tooling/remark-page-meta.ts exports it; vike.dev/markdown).
    frontmatter: { env: { server: true, client: false } },
    // Its sections (tooling/remark-toc.ts exports them): the prose layout's "On this page".
    toc: { env: { server: true, client: false } },
  },
} satisfies Config

// The custom settings' types, declared as Vike documents it (vike.dev/meta#typescript).
declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace -- Vike's own namespace
  namespace Vike {
    interface Config {
      Layout?: (props: { children: ReactNode; path: string }) => ReactNode
      Head?: () => ReactNode
      frontmatter?: Frontmatter
      toc?: TocEntry[]
    }
    interface PageContext {
      /** The page's language code (pages/+onBeforeRoute.ts): "en", "ta". */
      locale?: string
    }
  }
}
