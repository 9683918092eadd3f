// The island's code (the browser loads this file when the search box is focused or tapped).
export { SiteSearch, type SearchSettings, type SearchTexts } from './SiteSearch'
