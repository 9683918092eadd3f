import { uiIn } from '#content/ui'
import classes from './SkipLink.module.css'
import { useLanguage } from '#components/Language'

export function SkipLink() {
  const ui = uiIn(useLanguage())
  return (
    <a className={classes.skip} href="#main">
      {ui.skipLink}
    </a>
  )
}
