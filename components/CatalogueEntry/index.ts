export { CatalogueEntry, type CatalogueEntryProps, type PropDoc } from './CatalogueEntry'
