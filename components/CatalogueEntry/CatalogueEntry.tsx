import { Container, Title } from '@mantine/core'
import type { ReactNode } from 'react'
import classes from './CatalogueEntry.module.css'

/** One prop of a component, as tooling/catalogue.ts reads it from the component's props interface. */
export interface PropDoc {
  name: string
  type: string
  required: boolean
  description: string
}

export interface CatalogueEntryProps {
  name: string
  summary: string
  props: PropDoc[]
  code: string
  children?: ReactNode
}

/** One component in the writers' catalogue: what it is, its settings, a snippet and the real thing. */
export function CatalogueEntry({ name, summary, props, code, children }: CatalogueEntryProps) {
  return (
    <section id={name.toLowerCase()} className={classes.entry}>
      <Container>
        <Title order={2}>&lt;{name}&gt;</Title>
        <p className={classes.summary}>{summary}</p>
        {props.length > 0 ? (
          <table className={classes.props}>
            <caption>Settings of &lt;{name}&gt;</caption>
            <thead>
              <tr>
                <th scope="col">Setting</th>
                <th scope="col">Needed</th>
                <th scope="col">What it does</th>
              </tr>
            </thead>
            <tbody>
              {props.map((prop) => (
                <tr key={prop.name}>
                  <th scope="row">
                    <code>{prop.name}</code>
                  </th>
                  <td>{prop.required ? 'yes' : 'no'}</td>
                  <td>
                    {prop.description} <span className={classes.type}>({prop.type})</span>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        ) : (
          <p className={classes.summary}>No settings: it shows content from the content/ folder.</p>
        )}
        <h3 className={classes.label}>Copy this</h3>
        <pre className={classes.code}>
          <code>{code}</code>
        </pre>
        <h3 className={classes.label}>How it looks</h3>
      </Container>
      <div className={classes.example}>{children}</div>
    </section>
  )
}
