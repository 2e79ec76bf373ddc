/**
 * @bourse/engine — the paper-trading engine: a server process that follows the market, matches the
 * traders' orders against it, keeps the ledger, and serves the account API and its push channel.
 */
export { startEngine, type RunningEngine } from './engine';
export { resolveEngineConfig, EngineConfigError, type EngineConfig } from './config';
export { runEngine } from './main';
