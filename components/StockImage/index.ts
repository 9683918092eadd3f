export { StockImage, photoUrl, type StockImageProps } from './StockImage'
