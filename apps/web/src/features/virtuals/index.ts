/**
 * The virtual gaming arena (issue 22, decision 049): /sport/virtual-gaming-arena with the next
 * virtual football matches (countdown, markets into the slip) and the last results with their
 * goal replay and the seed proof, verified in the browser.
 */
export { VirtualArenaView } from './components/virtual-arena-view';
