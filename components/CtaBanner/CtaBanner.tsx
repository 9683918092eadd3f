import { Title } from '@mantine/core'
import type { ReactNode } from 'react'
import { LinkButton } from '../LinkButton'
import { Actions } from '../Actions'
import { Container } from '../Container'
import classes from './CtaBanner.module.css'

export interface CtaBannerProps {
  title: string
  primaryLabel: string
  primaryHref: string
  secondaryLabel?: string
  secondaryHref?: string
  /** One or two sentences under the heading. */
  children?: ReactNode
}

/** A bold closing band with one or two buttons. */
export function CtaBanner({
  title,
  primaryLabel,
  primaryHref,
  secondaryLabel,
  secondaryHref,
  children,
}: CtaBannerProps) {
  return (
    <section className={classes.wrap}>
      <Container>
        <div className={classes.banner}>
          <Title order={2} className={classes.title}>
            {title}
          </Title>
          <div className={classes.text}>{children}</div>
          <Actions center>
            <LinkButton href={primaryHref} size="lg" variant="white">
              {primaryLabel}
            </LinkButton>
            {secondaryLabel && secondaryHref && (
              <LinkButton href={secondaryHref} size="lg" variant="outline-white">
                {secondaryLabel}
              </LinkButton>
            )}
          </Actions>
        </div>
      </Container>
    </section>
  )
}
