import type { ComponentProps } from 'react'
import classes from './ReadingPaths.module.css'

/** A link to an entry: what it is (small) above its title, the whole card a thumb's target. */
export function EntryCard({
  kind,
  title,
  ...link
}: { kind: string; title: string } & ComponentProps<'a'>) {
  return (
    <a {...link} className={classes.card}>
      <span className={classes.kind}>{kind}</span>
      <span className={classes.title}>{title}</span>
    </a>
  )
}
