export { type AppMetrics, createAppMetrics, type Meter, NO_METER, type ValuationOutcome } from './app-metrics';
export { valuationBreakerStates } from './breaker-states';
export { countRequests, metricsRoutes } from './metrics.routes';
export { registerScrapeGauges, type ScrapeSources } from './scrape-gauges';
