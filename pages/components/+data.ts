// The catalogue shows <SiteIndex /> live, with the list /search shows.
export { data } from '../search/+data'
