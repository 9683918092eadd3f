export { Island, PageIslandsContext, pageIslands, type IslandProps } from './Island'
