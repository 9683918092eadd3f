import { SimpleGrid, Text, Title } from '@mantine/core'
import { industries } from '../../content'
import classes from './IndustriesGrid.module.css'

/** The industries we serve, each with a line of description (content/industries.yaml). */
export function IndustriesGrid() {
  return (
    <SimpleGrid
      component="ul"
      cols={{ base: 1, sm: 2, lg: 3 }}
      spacing="lg"
      className={classes.list}
    >
      {industries.map((item) => (
        <li key={item.industry} className={classes.card}>
          <Title order={3}>{item.industry}</Title>
          <Text c="dimmed" mt="xs">
            {item.description}
          </Text>
        </li>
      ))}
    </SimpleGrid>
  )
}
