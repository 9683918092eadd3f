import { Text, Title } from '@mantine/core'
import { AutoGrid } from '#components/AutoGrid'
import { uiIn } from '#content/ui'
import { usePageData } from '#components/PageData'
import { useLanguage } from '#components/Language'
import type { IndexedPage, SiteSection } from '#lib/site-index'

/** The groups, in order, by their name in content/ui.yaml ("search"). */
const GROUPS: [SiteSection, 'pages' | 'blog' | 'caseStudies' | 'openings'][] = [
  ['page', 'pages'],
  ['blog', 'blog'],
  ['caseStudy', 'caseStudies'],
  ['opening', 'openings'],
]

/**
 * Every page of the site, grouped by section, in the page's language (an English page on a Tamil
 * page says so with its `lang`): /search without JavaScript, and a way to browse with it. Its list
 * is the page's data (pages/search/+data.ts). Server only: plain links.
 */
export function SiteIndex() {
  const texts = uiIn(useLanguage()).search
  const pages = usePageData<{ siteIndex?: IndexedPage[] }>()?.siteIndex
  if (!pages)
    throw new Error(
      '<SiteIndex /> lists the pages its page gathers: it belongs on /search (pages/search/+data.ts). Fix: remove it from this page.',
    )
  return (
    <AutoGrid min="20rem" cols={2} data-pagefind-ignore="">
      {GROUPS.map(([section, name]) => {
        const listed = pages.filter((page) => page.section === section)
        if (!listed.length) return null
        return (
          <section key={section} aria-labelledby={`site-index-${section}`}>
            <Title order={2} size="h3" id={`site-index-${section}`} mb="xs">
              {texts[name]}
            </Title>
            <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
              {listed.map((page) => (
                <li key={page.href}>
                  <Text
                    component="a"
                    href={page.href}
                    lang={page.lang}
                    hrefLang={page.lang}
                    c="var(--mantine-color-anchor)"
                    td="underline"
                    display="flex"
                    mih={44}
                    style={{ alignItems: 'center' }}
                  >
                    {page.title}
                  </Text>
                </li>
              ))}
            </ul>
          </section>
        )
      })}
    </AutoGrid>
  )
}
