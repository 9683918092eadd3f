import { Table } from '@mantine/core'
import { storage } from '#content/privacy'
import { site } from '#content/site'
import { analyticsOf } from '#lib/analytics'
import classes from '../PrivacyFacts/PrivacyFacts.module.css'

/**
 * Everything the site stores in a visitor's browser (content/storage.yaml), for the Cookie Policy.
 * tests/e2e/storage.test.ts visits every page, uses every control, and fails when the site
 * stores something this list does not name.
 */
export function StorageList() {
  const analytics = analyticsOf(site)
  return (
    <>
      <Table className={classes.table} withTableBorder>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Name</Table.Th>
            <Table.Th scope="col">Where</Table.Th>
            <Table.Th scope="col">What it is for</Table.Th>
            <Table.Th scope="col">How long</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {storage.map((item) => (
            <Table.Tr key={item.key}>
              <Table.Th scope="row">
                <code>{item.key}</code>
              </Table.Th>
              <Table.Td>{item.place}</Table.Td>
              <Table.Td>{item.purpose}</Table.Td>
              <Table.Td>{item.lifetime}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <p>
        The site sets no cookies{analytics ? `, and ${analytics.name} sets none either` : ''}. None
        of these is sent to us or to anyone else: they stay in your browser.
      </p>
    </>
  )
}
