import type { ReactNode } from 'react'
import classes from './IconTile.module.css'

/** An icon on a soft brand-coloured square; decorative, hidden from screen readers. */
export function IconTile({ children }: { children: ReactNode }) {
  return (
    <span className={classes.tile} aria-hidden="true">
      {children}
    </span>
  )
}
