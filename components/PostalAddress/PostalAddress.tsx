import { site } from '#content/site'

/** The company's address from content/site.yaml, on three lines. */
export function PostalAddress() {
  const { address } = site
  return (
    <address>
      {address.street}
      <br />
      {address.locality}, {address.region} {address.postalCode}
      <br />
      {address.country}
    </address>
  )
}
