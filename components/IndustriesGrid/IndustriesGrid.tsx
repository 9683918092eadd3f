import { Text, Title } from '@mantine/core'
import { industriesIn } from '#content/industries'
import { AutoGrid } from '#components/AutoGrid'
import classes from './IndustriesGrid.module.css'
import { useLanguage } from '#components/Language'

/** The industries we serve, each with a line of description (content/industries.yaml). */
export function IndustriesGrid() {
  const industries = industriesIn(useLanguage())
  return (
    <AutoGrid as="ul" min="17rem" cols={3}>
      {industries.map((item) => (
        <li key={item.industry} className={classes.card}>
          <Title order={3}>{item.industry}</Title>
          <Text c="dimmed" mt="xs">
            {item.description}
          </Text>
        </li>
      ))}
    </AutoGrid>
  )
}
