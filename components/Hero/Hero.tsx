import { Button, Container, Group, Title, VisuallyHidden } from '@mantine/core'
import { IconArrowRight } from '@tabler/icons-react'
import type { ReactNode } from 'react'
import { StockImage } from '#components/StockImage'
import classes from './Hero.module.css'
import { useHref } from '#components/Language'

export interface HeroProps {
  /** Small line above the heading. */
  eyebrow?: string
  /** The page's main heading. */
  title: string
  primaryLabel: string
  primaryHref: string
  secondaryLabel?: string
  secondaryHref?: string
  /** Words after the second button's label for screen readers and search engines, e.g. "about our company". */
  secondaryHint?: string
  /** A photo, shown beside the text on wide screens. */
  image?: string
  /** What the photo shows, for people who cannot see it. Needed whenever there is a photo. */
  imageAlt?: string
  /** The introduction, written as prose. */
  children?: ReactNode
}

/** Where the photo sits beside the text (Mantine's `md` breakpoint, Hero.module.css). */
const SIDE_BY_SIDE = '(min-width: 62em)'

/** The first thing on the home page: heading, introduction, two buttons and a photo. */
export function Hero({
  eyebrow,
  title,
  primaryLabel,
  primaryHref,
  secondaryLabel,
  secondaryHref,
  secondaryHint,
  image,
  imageAlt = '',
  children,
}: HeroProps) {
  const href = useHref()
  return (
    <section className={classes.hero}>
      <Container className={classes.inner}>
        <div>
          {eyebrow && <p className={classes.eyebrow}>{eyebrow}</p>}
          <Title order={1}>{title}</Title>
          <div className={classes.intro}>{children}</div>
          <Group gap="sm" mt="xl">
            <Button
              component="a"
              href={href(primaryHref)}
              size="lg"
              rightSection={<IconArrowRight size={18} aria-hidden="true" />}
            >
              {primaryLabel}
            </Button>
            {secondaryLabel && secondaryHref && (
              <Button component="a" href={href(secondaryHref)} size="lg" variant="default">
                {secondaryLabel}
                {secondaryHint && <VisuallyHidden> {secondaryHint}</VisuallyHidden>}
              </Button>
            )}
          </Group>
        </div>
        {image && (
          <StockImage
            src={image}
            alt={imageAlt}
            width={720}
            height={560}
            sizes={`${SIDE_BY_SIDE} 40vw, 100vw`}
            // In the first view only beside the text: on a phone it is at or past the fold.
            priority={SIDE_BY_SIDE}
            className={classes.image}
          />
        )}
      </Container>
    </section>
  )
}
