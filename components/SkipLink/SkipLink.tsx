import { uiIn } from '#content/ui'
import classes from './SkipLink.module.css'
import { useLanguage } from '#components/Language'

export function SkipLink() {
  const language = useLanguage()
  const ui = uiIn(language)
  return (
    <a className={classes.skip} href="#main">
      {ui.skipLink}
    </a>
  )
}
