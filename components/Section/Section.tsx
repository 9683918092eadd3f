import { Container, Title } from '@mantine/core'
import type { ReactNode } from 'react'
import { Eyebrow } from '#components/Eyebrow'
import classes from './Section.module.css'

export interface SectionProps {
  /** Small line above the heading. */
  eyebrow?: string
  /** The section's heading. */
  title?: string
  /** Link target for this section, e.g. "services" makes /page#services work. */
  id?: string
  /** "muted" gives the section a soft background to set it apart. */
  tone?: 'default' | 'muted'
  /** "center" centres the heading and introduction. */
  align?: 'start' | 'center'
  children?: ReactNode
}

/**
 * A band of the page with an optional heading; prose and components go inside. With a title it is
 * a `<section>`; without one a plain `<div>` (a section with no heading is not valid HTML's idea of
 * a section, and assistive technology reads both alike).
 */
export function Section({
  eyebrow,
  title,
  id,
  tone = 'default',
  align = 'center',
  children,
}: SectionProps) {
  const Band = title ? 'section' : 'div'
  return (
    <Band id={id} className={classes.section} data-tone={tone} data-align={align}>
      <Container>
        {(eyebrow || title) && (
          <header className={classes.head}>
            {eyebrow && <Eyebrow>{eyebrow}</Eyebrow>}
            {title && <Title order={2}>{title}</Title>}
          </header>
        )}
        <div className={classes.body}>{children}</div>
      </Container>
    </Band>
  )
}
