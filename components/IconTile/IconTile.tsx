import type { Icon } from '@tabler/icons-react'
import classes from './IconTile.module.css'

/** An icon on a soft brand-coloured square; decorative, hidden from screen readers. */
export function IconTile({ icon: Icon }: { icon: Icon }) {
  return (
    <span className={classes.tile} aria-hidden="true">
      <Icon stroke={1.6} />
    </span>
  )
}
