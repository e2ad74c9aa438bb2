export * from './provider';
export * from './localized-text';
export * from './pricing';
export { generateCatalogue, WINDOW_DAYS } from './simulator/generate-catalogue';
export type { GenerateCatalogueOptions } from './simulator/generate-catalogue';
export {
  catalogueOf,
  createSimulatedProvider,
  createSimulatedProviders,
} from './simulator/simulated-provider';
export type { SimulatedProviderOptions } from './simulator/simulated-provider';
