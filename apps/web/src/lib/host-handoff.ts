/**
 * Seams the embedding bridge (features/embed, decision 039) hooks into without the account and
 * bet slip features importing it. In a host's iframe, the host may take over sign-in, sign-up and
 * deposit (its own login and cashier): the account feature asks `handOffModal` before opening
 * one. And the host may ask for the slip: the slip's layer registers how to show it.
 */
type ModalHandoff = (modal: string) => boolean;

let modalHandoff: ModalHandoff | undefined;

/** Installed by the embedding bridge; undefined outside an iframe. */
export function setModalHandoff(handoff: ModalHandoff | undefined): void {
  modalHandoff = handoff;
}

/** True when the host takes this step: the caller then opens nothing itself. */
export function handOffModal(modal: string): boolean {
  return modalHandoff?.(modal) ?? false;
}

let revealSlip: (() => void) | undefined;
let revealWanted = false;

/** The slip's layer says how to show the slip; a request made before it loaded runs now. */
export function registerSlipReveal(reveal: () => void): void {
  revealSlip = reveal;
  if (revealWanted) {
    revealWanted = false;
    reveal();
  }
}

/** Shows the slip, once its layer is there (the caller loads the layer). */
export function requestSlipReveal(): void {
  if (revealSlip) revealSlip();
  else revealWanted = true;
}

let sharedSlipListener: ((code: string) => void) | undefined;
let sharedSlipWanted: string | undefined;

/** The slip's layer loads shared codes a host sends; one sent before it loaded waits for it. */
export function onSharedSlipRequest(listener: (code: string) => void): () => void {
  sharedSlipListener = listener;
  if (sharedSlipWanted) {
    const code = sharedSlipWanted;
    sharedSlipWanted = undefined;
    listener(code);
  }
  return () => {
    if (sharedSlipListener === listener) sharedSlipListener = undefined;
  };
}

/** Opens a shared bet code in the slip, in place (the caller loads the slip's layer). */
export function requestSharedSlip(code: string): void {
  if (sharedSlipListener) sharedSlipListener(code);
  else sharedSlipWanted = code;
}
