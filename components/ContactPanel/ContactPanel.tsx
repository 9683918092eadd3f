import { Container, Title } from '@mantine/core'
import { Island } from '#components/Island'
import { ContactInfo } from '#components/ContactInfo'
import { contactFormTexts } from '../ContactForm/texts'
import { useLanguage } from '#components/Language'
import classes from './ContactPanel.module.css'

export interface ContactPanelProps {
  /** Heading above the form. */
  formTitle: string
  /** Heading above the contact details. */
  infoTitle: string
}

/** The contact form beside the contact information blocks; stacked on phones. */
export function ContactPanel({ formTitle, infoTitle }: ContactPanelProps) {
  const language = useLanguage()
  return (
    <section className={classes.section} aria-labelledby="contact-form-title">
      <Container className={classes.grid}>
        <div>
          <Title order={2} id="contact-form-title" size="h3" mb="lg">
            {formTitle}
          </Title>
          <Island name="ContactForm" props={{ texts: contactFormTexts(language) }} />
        </div>
        <div>
          <Title order={2} size="h3" mb="lg">
            {infoTitle}
          </Title>
          <ContactInfo />
        </div>
      </Container>
    </section>
  )
}
