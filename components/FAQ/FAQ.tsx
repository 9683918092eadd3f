import { IconChevronDown } from '@tabler/icons-react'
import { faqIn } from '#content/faq'
import classes from './FAQ.module.css'
import { useLanguage } from '#components/Language'

/**
 * Frequently asked questions (content/faq.yaml), one open at a time: native <details> sharing one
 * `name`, so they work without JavaScript, announce their state and open for find-in-page.
 */
export function FAQ() {
  const faq = faqIn(useLanguage())
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
