/**
 * Any feature can ask for an account modal (sign in before a favourite, deposit from the bet
 * slip) without importing the account feature: the modal host listens for this window event.
 */
export const OPEN_MODAL_EVENT = 'sportsbook:open-modal';

export type ModalRequest =
  | 'signIn'
  | 'signUp'
  | 'passwordNew'
  | 'confirmation'
  | 'unlock'
  | 'deposit'
  | 'phoneVerification'
  | 'changePassword';

export function requestModal(modal: ModalRequest, options: { reason?: string } = {}): void {
  window.dispatchEvent(new CustomEvent(OPEN_MODAL_EVENT, { detail: { modal, ...options } }));
}

export function onModalRequest(
  listener: (request: { modal: ModalRequest; reason?: string }) => void,
): () => void {
  const handler = (event: Event) =>
    listener((event as CustomEvent<{ modal: ModalRequest; reason?: string }>).detail);
  window.addEventListener(OPEN_MODAL_EVENT, handler);
  return () => window.removeEventListener(OPEN_MODAL_EVENT, handler);
}
