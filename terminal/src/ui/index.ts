export { PriceTicker, type PriceTickerProps } from './PriceTicker';
