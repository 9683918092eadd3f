import { createContext } from 'react'
import { listsIn } from '#content/lists'
import { site } from '#content/site'
import { uiIn } from '#content/ui'
import { JsonLd } from '#components/JsonLd'
import classes from './Breadcrumb.module.css'
import { useLanguage } from '#components/Language'

/** A step of the trail: its words and its address. */
export interface Crumb {
  label: string
  href: string
}

/**
 * The way to a list or an entry: Home › Blog › the page itself (the last step, not a link), and
 * the same trail for search engines (BreadcrumbList).
 */
export function Breadcrumb({ trail }: { trail: Crumb[] }) {
  const ui = uiIn(useLanguage())
  const steps = [{ label: ui.breadcrumb.home, href: '/' }, ...trail]
  return (
    <nav aria-label={ui.breadcrumb.label} className={classes.trail}>
      <ol className={classes.steps}>
        {steps.map((step, index) => (
          <li key={step.href}>
            {index < steps.length - 1 ? (
              <a href={step.href}>{step.label}</a>
            ) : (
              <span aria-current="page">{step.label}</span>
            )}
          </li>
        ))}
      </ol>
      <JsonLd
        data={{
          '@context': 'https://schema.org',
          '@type': 'BreadcrumbList',
          itemListElement: steps.map((step, index) => ({
            '@type': 'ListItem',
            position: index + 1,
            name: step.label,
            item: new URL(step.href, site.siteUrl).href,
          })),
        }}
      />
    </nav>
  )
}

/** The address of the page being rendered (pages/+onRenderHtml.tsx provides it). */
export const CurrentPath = createContext('/')

const LISTS = [
  ['/blog', 'blog'],
  ['/case-studies', 'caseStudies'],
  ['/careers', 'careers'],
] as const

/** The trail of a list page (/blog, /blog/page/2, /case-studies/service/kpo), or undefined. */
export function listTrail(path: string, title: string, code: string): Crumb[] | undefined {
  const list = LISTS.find(([route]) => path === route || path.startsWith(`${route}/`))
  if (!list) return undefined
  const [route, key] = list
  const top = { label: listsIn(code)[key].name, href: route }
  return path === route ? [top] : [top, { label: title, href: path }]
}
