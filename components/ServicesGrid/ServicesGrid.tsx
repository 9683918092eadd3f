import { Text, Title, VisuallyHidden } from '@mantine/core'
import { IconArrowRight } from '@tabler/icons-react'
import { servicesIn } from '#content/services'
import { uiIn } from '#content/ui'
import { ServiceIcon } from '#components/ServiceIcon'
import { AutoGrid } from '#components/AutoGrid'
import classes from './ServicesGrid.module.css'
import { useLanguage, useHref } from '#components/Language'

/** The six services as cards, each linking to the services page (content/services.yaml). */
export function ServicesGrid() {
  const href = useHref()
  const language = useLanguage()
  const services = servicesIn(language)
  const ui = uiIn(language)
  return (
    <AutoGrid min="17rem" cols={3}>
      {services.map((service) => (
        <article key={service.title} className={classes.card}>
          <ServiceIcon name={service.icon} />
          <Title order={3} mt="md">
            {service.title}
          </Title>
          <Text c="dimmed" mt="xs" flex={1}>
            {service.summary}
          </Text>
          <a href={href('/services')} className={classes.more}>
            {ui.services.learnMore}
            <VisuallyHidden>: {service.title}</VisuallyHidden>
            <IconArrowRight size={16} aria-hidden="true" />
          </a>
        </article>
      ))}
    </AutoGrid>
  )
}
