import { IconChevronDown } from '@tabler/icons-react'
import { faqIn } from '#content/faq'
import classes from './FAQ.module.css'
import { useLanguage } from '#components/Language'

/**
 * Frequently asked questions (content/faq.yaml), one open at a time. Native
 * <details> elements sharing one `name`: they open and close with a click,
 * Enter or Space before any JavaScript has loaded (and without it), the
 * browser tells screen readers whether each is expanded, and the find-in-page
 * search opens the answer it finds. No JavaScript ships for it.
 */
export function FAQ() {
  const language = useLanguage()
  const faq = faqIn(language)
  return (
    <div className={classes.faq}>
      {faq.map((item) => (
        <details key={item.question} name="faq" className={classes.item}>
          <summary className={classes.question}>
            <h3 className={classes.heading}>{item.question}</h3>
            <IconChevronDown className={classes.chevron} size={20} aria-hidden="true" />
          </summary>
          <div className={classes.answer}>{item.answer}</div>
        </details>
      ))}
    </div>
  )
}
