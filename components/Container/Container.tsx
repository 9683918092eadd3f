import type { HTMLAttributes } from 'react'
import classes from './Container.module.css'

/** Centres content at the site's maximum width, with side padding on small screens. */
export function Container({ className, ...rest }: HTMLAttributes<HTMLDivElement>) {
  return <div className={[classes.container, className].filter(Boolean).join(' ')} {...rest} />
}
