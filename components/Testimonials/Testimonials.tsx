import { Group } from '@mantine/core'
import { IconQuote } from '@tabler/icons-react'
import { testimonialsIn } from '#content/testimonials'
import { AutoGrid } from '#components/AutoGrid'
import classes from './Testimonials.module.css'
import { useLanguage } from '#components/Language'

/** Client quotes with author and position (content/testimonials.yaml). */
export function Testimonials() {
  const testimonials = testimonialsIn(useLanguage())
  return (
    <AutoGrid as="ul" min="17rem" cols={3}>
      {testimonials.map((t) => (
        <li key={t.author} className={classes.item}>
          <figure className={classes.card}>
            <IconQuote className={classes.mark} aria-hidden="true" />
            <blockquote className={classes.quote}>
              <p>{t.quote}</p>
            </blockquote>
            <Group component="figcaption" gap="sm" wrap="nowrap">
              <span className={classes.avatar} aria-hidden="true">
                {t.author
                  .replace(/^Dr\.?\s+/, '')
                  .split(/\s+/)
                  .map((part) => part[0])
                  .slice(0, 2)
                  .join('')}
              </span>
              <span>
                <span className={classes.author}>{t.author}</span>
                <span className={classes.position}>{t.position}</span>
              </span>
            </Group>
          </figure>
        </li>
      ))}
    </AutoGrid>
  )
}
