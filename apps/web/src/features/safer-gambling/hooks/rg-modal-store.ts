'use client';

import type { OutOfLimitWire, RealityCheckStatusWire } from '@sportsbook/contract/browser';
import { create } from 'zustand';

/** The runtime's dialogs (account-platform §4, §8): one at a time, the newest wins. */
export type RgModal =
  | { kind: 'realityCheck'; status: RealityCheckStatusWire }
  | { kind: 'sessionLimit'; limit: OutOfLimitWire | undefined }
  | { kind: 'activityLimit'; limit: OutOfLimitWire | undefined };

interface RgModalState {
  modal: RgModal | null;
  show(modal: RgModal): void;
  close(): void;
}

export const useRgModalStore = create<RgModalState>((set) => ({
  modal: null,
  show: (modal) => set({ modal }),
  close: () => set({ modal: null }),
}));
