import type { ReactNode } from 'react'
import classes from './Footer.module.css'

export function FooterColumn({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div>
      <h2 className={classes.heading}>{title}</h2>
      <ul className={classes.list}>{children}</ul>
    </div>
  )
}
