import { Button, Container, Group, Title } from '@mantine/core'
import type { ReactNode } from 'react'
import classes from './CtaBanner.module.css'
import { useHref } from '#components/Language'

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
  const href = useHref()
  return (
    <section className={classes.wrap}>
      <Container>
        <div className={classes.banner}>
          <Title order={2} className={classes.title}>
            {title}
          </Title>
          <div className={classes.text}>{children}</div>
          <Group gap="sm" mt="xl" justify="center">
            <Button component="a" href={href(primaryHref)} size="lg" variant="white">
              {primaryLabel}
            </Button>
            {secondaryLabel && secondaryHref && (
              <Button
                component="a"
                href={href(secondaryHref)}
                size="lg"
                variant="outline"
                color="white"
              >
                {secondaryLabel}
              </Button>
            )}
          </Group>
        </div>
      </Container>
    </section>
  )
}
