import { Accordion } from '@mantine/core'
import { faq } from '../../content/faq'
import classes from './FAQ.module.css'

/** Frequently asked questions, one open at a time (content/faq.yaml). */
export function FAQ() {
  return (
    <Accordion
      variant="separated"
      radius="lg"
      className={classes.faq}
      order={3}
      // Answers stay in the HTML (search engines, readers without JavaScript).
      keepMounted
      keepMountedMode="display-none"
    >
      {faq.map((item, index) => (
        <Accordion.Item key={item.question} value={`faq-${index + 1}`} className={classes.item}>
          <Accordion.Control>{item.question}</Accordion.Control>
          <Accordion.Panel>{item.answer}</Accordion.Panel>
        </Accordion.Item>
      ))}
    </Accordion>
  )
}
