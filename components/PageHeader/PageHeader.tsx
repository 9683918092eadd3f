import { Container, Title } from '@mantine/core'
import { use, type ReactNode } from 'react'
import { Breadcrumb, CurrentPath, listTrail } from '#components/Breadcrumb'
import { Eyebrow } from '#components/Eyebrow'
import { useLanguage } from '#components/Language'
import classes from './PageHeader.module.css'

export interface PageHeaderProps {
  /** Small line above the heading. */
  eyebrow?: string
  /** The page's main heading. */
  title: string
  /** A sentence or two under the heading. */
  children?: ReactNode
}

/** The heading band at the top of every page but the home page (lists: with their trail). */
export function PageHeader({ eyebrow, title, children }: PageHeaderProps) {
  const trail = listTrail(use(CurrentPath), title, useLanguage())
  return (
    <section className={classes.header}>
      <Container>
        {trail && <Breadcrumb trail={trail} />}
        {eyebrow && <Eyebrow>{eyebrow}</Eyebrow>}
        <Title order={1}>{title}</Title>
        <div className={classes.intro}>{children}</div>
      </Container>
    </section>
  )
}
