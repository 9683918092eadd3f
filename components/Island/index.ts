export {
  Island,
  PageIslandsContext,
  pageIslands,
  type IslandProps,
  type PageIslands,
} from './Island'
