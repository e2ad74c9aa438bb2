export * from './apply-margin';
export * from './asian-handicap';
export * from './discrete';
export * from './normal';
export * from './poisson';
export * from './race';
export * from './round-odds';
export * from './tennis-markov';
