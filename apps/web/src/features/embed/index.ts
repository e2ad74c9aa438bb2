/** Iframe embedding (issue 17 §2, decision 039): the one entry other parts of the web use. */
export { EmbedLoader } from './components/embed-loader';
export { InitSportsbook } from './components/init-sportsbook';
export { initTarget, initToken } from './lib/init-target';
