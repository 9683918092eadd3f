import type { ComponentType } from 'react'
import { Island } from '#components/Island'
import { H2, H3 } from '#components/Prose'
import { LocalLink, useLanguage } from '#components/Language'
import { uiIn } from '#content/ui'
import { contactFormTexts } from '../ContactForm/texts'
import { requestFormTexts } from '../RequestForm/texts'
import { writerComponents, type WriterComponent } from './index'

/** Every component folder's exports (server only: the page is HTML, so this costs the browser nothing). */
const modules = import.meta.glob<Record<string, unknown>>('../*/index.ts', { eager: true })

/** The one export named `name` among the component folders (components/<Folder>/index.ts). */
function find(name: string): ComponentType<object> {
  const found = Object.entries(modules).filter(([, exports]) => typeof exports[name] === 'function')
  if (found.length !== 1)
    throw new Error(
      `components/mdx/index.ts lists <${name}>, but ${found.length ? `${found.map(([file]) => file).join(' and ')} all export it` : 'no components/<Folder>/index.ts exports it'}. Fix: export it, under that name, from one component folder's index.ts.`,
    )
  return found[0]![1][name] as ComponentType<object>
}

/**
 * What the site adds to an island's settings, in the page's language: its texts travel with it
 * (components/ContactForm/texts.ts), so its code carries none.
 */
const pageSettings: Record<string, (code: string) => object> = {
  ContactForm: (code) => ({ texts: contactFormTexts(code) }),
  RequestForm: (code) => ({ texts: requestFormTexts(code) }),
  SiteSearch: (code) => ({ texts: uiIn(code).search, code }),
}

/** An island of a page's MDX, with the writer's settings and the site's. */
function IslandOf({ name, props }: { name: string; props: object }) {
  const code = useLanguage()
  return <Island name={name} props={{ ...props, ...pageSettings[name]?.(code) }} />
}

/** The components a page's MDX may use, by the names in components/mdx/index.ts. */
export const mdxComponents = {
  ...Object.fromEntries(
    Object.entries(writerComponents as Record<string, WriterComponent>).map(([name, entry]) => [
      name,
      entry.island ? (props: object) => <IslandOf name={name} props={props} /> : find(name),
    ]),
  ),
  // A section's heading in prose (## and ###): its id and a link to it.
  h2: H2,
  h3: H3,
  // A link to another page goes to its translation on a translated page.
  a: LocalLink,
} as Record<string, ComponentType<object>>
