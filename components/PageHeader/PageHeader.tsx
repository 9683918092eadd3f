import { Container, Title } from '@mantine/core'
import type { ReactNode } from 'react'
import { Eyebrow } from '#components/Eyebrow'
import classes from './PageHeader.module.css'

export interface PageHeaderProps {
  /** Small line above the heading. */
  eyebrow?: string
  /** The page's main heading. */
  title: string
  /** A sentence or two under the heading. */
  children?: ReactNode
}

/** The heading band at the top of every page but the home page. */
export function PageHeader({ eyebrow, title, children }: PageHeaderProps) {
  return (
    <section className={classes.header}>
      <Container>
        {eyebrow && <Eyebrow>{eyebrow}</Eyebrow>}
        <Title order={1}>{title}</Title>
        <div className={classes.intro}>{children}</div>
      </Container>
    </section>
  )
}
