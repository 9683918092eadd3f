import type { ComponentProps } from 'react'
import classes from './ReadingPaths.module.css'

/**
 * A link to an entry: what it is (small) above its title, the whole card a thumb's target; its
 * name, read out, is both with a space between ("Case study A clinic chain…").
 */
export function EntryCard({
  kind,
  title,
  ...link
}: { kind: string; title: string } & ComponentProps<'a'>) {
  return (
    <a {...link} className={classes.card}>
      <span className={classes.kind}>{kind}</span> <span>{title}</span>
    </a>
  )
}
