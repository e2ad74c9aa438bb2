import type { Sides } from './outcomes';

/** What every sport's pricer needs besides its model: the event and the names to print. */
export interface PriceContext {
  eventId: number;
  sides: Sides;
}
