import type { ReactNode } from 'react'
import { uiIn } from '#content/ui'
import classes from './Prose.module.css'
import { useLanguage } from '#components/Language'

type HeadingProps = { id?: string; children?: ReactNode }

/**
 * A `##` or `###` heading of a page's prose, with its id (tooling/remark-toc.ts) and a link to
 * it beside it, seen on hover and focus (outside the heading, so it is not read as part of it).
 */
export function SectionHeading({ level, id, children }: HeadingProps & { level: 2 | 3 }) {
  const ui = uiIn(useLanguage())
  const Tag = level === 2 ? 'h2' : 'h3'
  if (!id) return <Tag>{children}</Tag>
  return (
    <div className={classes.heading}>
      <Tag id={id}>{children}</Tag>
      <a
        className={classes.anchor}
        href={`#${id}`}
        aria-label={`${ui.prose.sectionLink} ${typeof children === 'string' ? children : id}`}
      >
        #
      </a>
    </div>
  )
}

export const H2 = (props: HeadingProps) => <SectionHeading level={2} {...props} />
export const H3 = (props: HeadingProps) => <SectionHeading level={3} {...props} />
