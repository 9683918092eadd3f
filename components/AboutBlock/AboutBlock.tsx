import { Button, Title } from '@mantine/core'
import type { ReactNode } from 'react'
import { StatsBlock } from '#components/StatsBlock'
import { Eyebrow } from '#components/Eyebrow'
import classes from './AboutBlock.module.css'
// The two columns of TextWithImage, with the figures in the photo's place.
import twoColumns from '../TextWithImage/TextWithImage.module.css'
import { useHref } from '#components/Language'

export interface AboutBlockProps {
  eyebrow?: string
  title: string
  linkLabel?: string
  linkHref?: string
  /** A few paragraphs about the company. */
  children?: ReactNode
}

/** Prose about the company beside the four figures from content/stats.yaml. */
export function AboutBlock({ eyebrow, title, linkLabel, linkHref, children }: AboutBlockProps) {
  const href = useHref()
  return (
    <div className={twoColumns.grid}>
      <div>
        {eyebrow && <Eyebrow>{eyebrow}</Eyebrow>}
        <Title order={2}>{title}</Title>
        <div className={classes.prose}>{children}</div>
        {linkLabel && linkHref && (
          <Button component="a" href={href(linkHref)} variant="light" mt="md">
            {linkLabel}
          </Button>
        )}
      </div>
      <StatsBlock />
    </div>
  )
}
