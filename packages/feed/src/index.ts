export * from './provider';
export * from './localized-text';
export { generateCatalogue } from './simulator/generate-catalogue';
export { createSimulatedProvider, createSimulatedProviders } from './simulator/simulated-provider';
