// The one script file every page loads (vike.dev/client), once the HTML is
// shown: it starts the page's islands (components/Island) when the visitor
// reaches for them, and does what can wait until the page is up. What must
// answer from the first paint (menu, light/dark, chat panel) is the inline
// script's (components/HtmlFirst/html-first.js), or the browser's own.
import { islandStarters } from 'virtual:islands'
import { showCurrentYear } from '../components/Footer/year'
import { loadWebFontWhenIdle } from '../components/HtmlFirst/font'
import { startIslands } from '../components/Island/start'
import { fillNearScreen } from '../components/OfficeMap/near-screen'
import { searchShortcut } from '../components/SiteSearch/shortcut'

// Before the islands start: a box focused by "/" loads its island at once.
searchShortcut()
startIslands(islandStarters)
fillNearScreen()
showCurrentYear()
loadWebFontWhenIdle()
