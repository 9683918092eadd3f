export { CatalogueEntry, type CatalogueEntryProps } from './CatalogueEntry'
