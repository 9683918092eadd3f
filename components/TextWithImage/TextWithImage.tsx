import { Container, Title } from '@mantine/core'
import type { ReactNode } from 'react'
import { Eyebrow } from '#components/Eyebrow'
import { StockImage } from '#components/StockImage'
import classes from './TextWithImage.module.css'
import band from '../Section/Section.module.css'

export interface TextWithImageProps {
  eyebrow?: string
  title: string
  /** The photo beside the text. */
  image: string
  /** What the photo shows, for people who cannot see it. */
  imageAlt: string
  /** "left" puts the photo before the text on wide screens. */
  imageSide?: 'left' | 'right'
  id?: string
  children?: ReactNode
}

/** A heading and a few paragraphs beside a photo; stacked on phones. */
export function TextWithImage({
  eyebrow,
  title,
  image,
  imageAlt,
  imageSide = 'right',
  id,
  children,
}: TextWithImageProps) {
  return (
    <section id={id} className={band.section}>
      <Container className={classes.grid} data-image-side={imageSide}>
        <div>
          {eyebrow && <Eyebrow>{eyebrow}</Eyebrow>}
          <Title order={2}>{title}</Title>
          <div className={classes.prose}>{children}</div>
        </div>
        <StockImage
          src={image}
          alt={imageAlt}
          width={640}
          height={480}
          sizes="(min-width: 62em) 45vw, 100vw"
        />
      </Container>
    </section>
  )
}
