import { ui } from '#content/ui'
import classes from './SkipLink.module.css'

export function SkipLink() {
  return (
    <a className={classes.skip} href="#main">
      {ui.skipLink}
    </a>
  )
}
