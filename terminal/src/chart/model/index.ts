export { barLegend, type BarLegend } from './legend';
export { measureSpan, measureDecimals, type MeasurePoint, type PriceSpan } from './measure';
export { depthCurve, type DepthCurve, type DepthStep } from './depth-curve';
export {
  tradeFlow,
  flowBucket,
  FLOW_BUCKETS,
  FLOW_LARGE_FROM,
  FLOW_MEDIUM_FROM,
  type FlowBucket,
  type FlowRow,
  type TradeFlow,
} from './trade-flow';
export { technicalSummary, type TechnicalSummary } from './analysis';
export { pairRules, type PairRules, type SymbolEntry } from './pair-rules';
