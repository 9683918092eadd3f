// The server's markup; the browser loads browser.ts when the search box is focused or tapped.
export { SiteSearch, type SearchSettings, type SearchTexts } from './SiteSearch'
