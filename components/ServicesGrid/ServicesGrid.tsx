import { SimpleGrid, Text, Title } from '@mantine/core'
import { IconArrowRight } from '@tabler/icons-react'
import { services, ui } from '../../content'
import { ServiceIcon } from '../ServiceIcon'
import classes from './ServicesGrid.module.css'

/** The six services as cards, each linking to the services page (content/services.yaml). */
export function ServicesGrid() {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg" className={classes.grid}>
      {services.map((service) => (
        <article key={service.title} className={classes.card}>
          <ServiceIcon name={service.icon} />
          <Title order={3} mt="md">
            {service.title}
          </Title>
          <Text c="dimmed" mt="xs" className={classes.summary}>
            {service.summary}
          </Text>
          <a href="/services" className={classes.more}>
            {ui.services.learnMore}
            <span className={classes.visuallyHidden}>: {service.title}</span>
            <IconArrowRight size={16} aria-hidden="true" />
          </a>
        </article>
      ))}
    </SimpleGrid>
  )
}
