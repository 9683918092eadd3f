import { Text, Title, VisuallyHidden } from '@mantine/core'
import { stepsIn } from '#content/steps'
import classes from './ApproachSteps.module.css'
import { useLanguage } from '#components/Language'

/** The numbered steps of how we work (content/steps.yaml). */
export function ApproachSteps() {
  const steps = stepsIn(useLanguage())
  return (
    <ol className={classes.steps}>
      {steps.map((step) => (
        <li key={step.step} className={classes.step}>
          <span className={classes.number} aria-hidden="true">
            {step.step}
          </span>
          <Title order={3} mt="md">
            <VisuallyHidden>{step.step} </VisuallyHidden>
            {step.title}
          </Title>
          <Text c="dimmed" mt="xs">
            {step.description}
          </Text>
        </li>
      ))}
    </ol>
  )
}
