import type { ReactNode } from 'react'
import classes from './Actions.module.css'

/** A row of buttons that wraps on small screens. */
export function Actions({ center = false, children }: { center?: boolean; children: ReactNode }) {
  return (
    <div className={classes.actions} data-center={center || undefined}>
      {children}
    </div>
  )
}
