export * from './redact';
export * from './rules';
