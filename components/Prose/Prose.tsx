import type { MDXComponents } from 'mdx/types'
import type { ReactNode } from 'react'
import type { TocEntry } from '#lib/entries'
import { uiIn } from '#content/ui'
import { Breadcrumb, type Crumb } from '#components/Breadcrumb'
import classes from './Prose.module.css'
import { use } from 'react'
import { Language, LanguageSwitch, useLanguage } from '#components/Language'

/** Pages with this many sections or more get "On this page". */
const TOC_FROM = 4

export interface ProseProps {
  /** The page's heading. */
  title: string
  /** The way back, above the heading (a post: Home › Blog). */
  breadcrumb?: Crumb[]
  /** A line under the heading: the date, the author, … */
  meta?: ReactNode
  /** The page's sections (tooling/remark-toc.ts). */
  toc?: TocEntry[]
  children: ReactNode
  /** What follows the text, in its column: an entry's tags and links to read next. */
  after?: ReactNode
}

function Contents({ toc }: { toc: TocEntry[] }) {
  return (
    <ol className={classes.contents}>
      {toc.map((entry) => (
        <li key={entry.id} data-depth={entry.depth}>
          <a href={`#${entry.id}`}>{entry.text}</a>
        </li>
      ))}
    </ol>
  )
}

/**
 * A page to read: its heading, one column of text at a reading measure and, from TOC_FROM
 * sections, "On this page". Used by pages with `layout: prose` and by collection entries.
 */
export function Prose({ title, breadcrumb, meta, toc = [], children, after }: ProseProps) {
  const ui = uiIn(useLanguage())
  const contents = toc.length >= TOC_FROM
  const translated = use(Language).versions.length > 1
  return (
    <article className={classes.page} data-prose data-contents={contents || undefined}>
      <header className={classes.head}>
        {breadcrumb && <Breadcrumb trail={breadcrumb} />}
        {/* The page in the site's other languages, where it is translated (the privacy notice). */}
        {translated && (
          <p className={classes.languages}>
            <LanguageSwitch words="sentence" />
          </p>
        )}
        <h1 className={classes.title}>{title}</h1>
        {meta && <div className={classes.meta}>{meta}</div>}
      </header>
      {contents && (
        <details className={classes.fold}>
          <summary>{ui.prose.onThisPage}</summary>
          <Contents toc={toc} />
        </details>
      )}
      <div className={classes.columns}>
        {contents && (
          <nav className={classes.aside} aria-label={ui.prose.onThisPage}>
            <p className={classes.asideTitle}>{ui.prose.onThisPage}</p>
            <Contents toc={toc} />
          </nav>
        )}
        <div className={classes.body}>{children}</div>
      </div>
      {after}
    </article>
  )
}

/** What pages/+onRenderHtml.tsx gives an entry's page: its address's parameter, the MDX components. */
export interface EntryPageProps {
  routeParams: { slug: string }
  components: MDXComponents
}
